// The admin dashboard's Matches section (issue 10): every match, newest change first, filtered by
// state and paged; each links to its request's page.
import { type AdminMatch, MATCH_STATES, type MatchState } from '@gharguru/contract';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { type Column, DataTable } from '../../../components/data-table';
import { FilteredListHeading } from '../../../components/filtered-list-heading';
import { formatDate, placeLabel, subjectsLabel } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { MATCHES_PAGE_SIZE, useAdminMatches } from '../api/get-admin-matches';
import { classLabel, fullName } from './labels';
import { MatchStateChip } from './match-state-chip';

/** How many matches there are, for the dashboard's section links: the section's first page (the same query). */
export const useMatchesTotal = () => useAdminMatches({ state: undefined, page: 1 }).data?.total;

export function MatchesSection() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<MatchState | undefined>();
  const [page, setPage] = useState(1);
  const matches = useAdminMatches({ state, page });

  const columns: Column<AdminMatch>[] = [
    {
      id: 'request',
      header: t('matching.section.request'),
      cell: (row) => (
        <>
          <Link
            to={paths.adminRequest(row.request._id)}
            className="font-mono font-semibold whitespace-nowrap text-teal-800 underline"
          >
            {row.request.requestCode}
          </Link>
          <span className="mt-1 block text-xs text-slate-700">
            {classLabel(t, row.request.class)} · {subjectsLabel(i18n.language, row.request.subjects)} ·{' '}
            {placeLabel(i18n.language, row.request.area)}
          </span>
        </>
      ),
    },
    { id: 'teacher', header: t('matching.section.teacher'), cell: (row) => fullName(row.teacher) },
    { id: 'state', header: t('matching.section.state'), cell: (row) => <MatchStateChip state={row.state} /> },
    {
      id: 'updated',
      header: t('matching.section.updated'),
      cell: (row) => formatDate(i18n.language, row.updatedAt),
      className: 'whitespace-nowrap',
    },
  ];

  return (
    <section aria-labelledby="matches-title" id="matches" className="scroll-mt-20">
      <FilteredListHeading
        titleId="matches-title"
        title={t('matching.section.title')}
        total={matches.data?.total}
        filter={{
          label: t('matching.section.filter'),
          allLabel: t('matching.section.all'),
          states: MATCH_STATES,
          stateLabel: (value) => t(`matching.states.${value}`),
          value: state,
          onChange: (value) => {
            setState(value);
            setPage(1);
          },
        }}
      />
      <p className="-mt-2 mb-4 text-sm text-slate-700">{t('matching.section.intro')}</p>
      <DataTable
        caption={t('matching.section.title')}
        columns={columns}
        rows={matches.data?.matches}
        getRowId={(row) => row._id}
        isLoading={matches.isLoading}
        error={matches.error}
        emptyText={t('matching.section.empty')}
        paging={{ page, limit: MATCHES_PAGE_SIZE, total: matches.data?.total ?? 0, onPageChange: setPage }}
      />
    </section>
  );
}
