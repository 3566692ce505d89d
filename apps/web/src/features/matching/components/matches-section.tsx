// The admin dashboard's Matches section (issue 10): every match, newest change first, filtered by
// state and paged; each links to its request's page.
import { type AdminMatch, MATCH_STATES, type MatchState } from '@gharguru/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';
import { paths } from '../../../lib/paths';
import { MATCHES_PAGE_SIZE, useAdminMatches } from '../api/get-admin-matches';
import { classLabel, fullName } from './labels';
import { MatchStateChip } from './match-state-chip';

export function MatchesSection() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<MatchState | undefined>();
  const [page, setPage] = useState(1);
  const matches = useAdminMatches({ state, page });
  const filterId = useId();

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
            {classLabel(t, row.request.class)} · {row.request.subjects.join(', ')} · {row.request.area}
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
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="matches-title" className="text-xl font-semibold text-slate-900">
          {t('matching.section.title')}
          {matches.data && (
            <span className="ml-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-800">
              {formatNumber(i18n.language, matches.data.total)}
            </span>
          )}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            {t('matching.section.filter')}
          </label>
          <select
            id={filterId}
            className="min-h-11 rounded-md border border-slate-400 bg-white px-3 text-slate-900"
            value={state ?? ''}
            onChange={(event) => {
              setState((event.target.value || undefined) as MatchState | undefined);
              setPage(1);
            }}
          >
            <option value="">{t('matching.section.all')}</option>
            {MATCH_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`matching.states.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
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
