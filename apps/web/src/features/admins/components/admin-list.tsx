// One list on an admin screen: a titled section with the number of records, for the lists the
// server searches and pages a search box and Prev/Next, the table (spinner, error, empty text), and
// the confirmation dialogs of its row actions.
import { type ReactNode, useRef } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { totalText } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';
import { SearchBox } from './search-box';
import { type ListState, PAGE_SIZE } from './use-list-state';

export type AdminListProps<Row extends { _id: string }> = {
  id: string;
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  /**
   * The list's query; with `list` and `total` (usePagedList) the section searches and pages. A
   * search's total may be a lower bound (`totalIsLowerBound`): "50+" and no last page.
   */
  query: { isLoading: boolean; error: unknown; list?: ListState; total?: number; totalIsLowerBound?: boolean };
  /** The search box's texts, for a paged list. */
  search?: { description: string; placeholder: string };
  emptyText: string;
  /** Replaces 'Error: {message}' where requirements ERR-4 name another text. */
  errorText?: string;
  confirms: ConfirmDialogProps[];
};

/** The confirmation of a row's Delete: the action's dialog state, its texts and the Delete button. */
export function deleteConfirm(
  t: TFunction,
  action: { dialog: Omit<ConfirmDialogProps, 'title' | 'description'> },
  title: string,
  description: string,
): ConfirmDialogProps {
  return { ...action.dialog, title, description, confirmLabel: t('staff.delete') };
}

export function AdminList<Row extends { _id: string }>({
  id,
  title,
  intro,
  columns,
  rows,
  query,
  search,
  emptyText,
  errorText,
  confirms,
}: AdminListProps<Row>) {
  const { i18n } = useTranslation();
  const { list } = query;
  // A paged list counts what the server holds ("50+" where a search stopped counting); an
  // unpaged one what it shows.
  const heading = useRef<HTMLHeadingElement>(null);
  const total = list ? query.total : rows?.length;
  const shownTotal = list ? totalText(i18n.language, query) : formatNumber(i18n.language, total ?? 0);
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-20">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {title}
          {total !== undefined && (
            <span className="ml-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-sm font-semibold text-slate-800">
              {shownTotal}
            </span>
          )}
        </h2>
        {list && search && (
          <SearchBox description={search.description} placeholder={search.placeholder} onSearch={list.search} />
        )}
      </div>
      {intro && <p className="-mt-2 mb-4 text-sm text-slate-700">{intro}</p>}
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        getRowId={(row) => row._id}
        isLoading={query.isLoading}
        error={query.error}
        errorText={errorText}
        emptyText={emptyText}
        paging={
          list && {
            page: list.page,
            limit: PAGE_SIZE,
            total: query.total ?? 0,
            totalIsLowerBound: query.totalIsLowerBound,
            onPageChange: list.setPage,
          }
        }
      />
      {confirms.map((confirm) => (
        <ConfirmDialog key={confirm.title} fallbackFocus={heading} {...confirm} />
      ))}
    </section>
  );
}
