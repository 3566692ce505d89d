// A list of records: a table from 1024 px and stacked cards below (phones and tablets, where
// admin tables of seven to nine columns cannot fit), with the spinner, the red 'Error: {message}',
// the empty text and optional Prev/Next paging. A table wider than its box scrolls visibly: the box
// says so, can be scrolled with the keyboard and keeps its scroll bar shown (issue 14).
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { errorText as shownError } from '../lib/api-client';
import { translateMessage, useTranslation } from '../lib/i18n';
import { Spinner } from './spinner';

export type Column<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the cell, e.g. 'whitespace-nowrap'. */
  className?: string;
};

export type Paging = {
  page: number;
  limit: number;
  total: number;
  /** The server stopped counting at `total` (past the page: 1,000 matches, a search 5 pages): no last page. */
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
};

export type DataTableProps<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  isLoading?: boolean;
  error?: unknown;
  /** Replaces 'Error: {message}' where requirements ERR-4 name another text (e.g. 'Error fetching data'). */
  errorText?: string;
  emptyText: string;
  paging?: Paging;
};

export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  isLoading = false,
  error,
  errorText,
  emptyText,
  paging,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(box, rows);
  const hintId = useId();

  if (isLoading) return <Spinner />;
  if (error) {
    return (
      <p role="alert" className="py-4 font-medium text-red-700">
        {errorText
          ? translateMessage(errorText, i18n.language)
          : t('common.error', { message: translateMessage(shownError(error), i18n.language) })}
      </p>
    );
  }
  if (!rows || rows.length === 0) {
    return <p className="py-4 text-slate-700">{translateMessage(emptyText, i18n.language)}</p>;
  }

  return (
    <div>
      {overflows && (
        <p id={hintId} className="mb-2 hidden text-xs text-slate-600 lg:block">
          {t('common.scrollTable')}
        </p>
      )}
      <div
        ref={box}
        // A focusable, named region only while it scrolls, so the keyboard can scroll it (axe: scrollable-region-focusable).
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': caption, 'aria-describedby': hintId } : {})}
        className="data-table-scroll hidden overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-teal-700 lg:block"
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {rows.map((row) => (
              <tr key={getRowId(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={`px-4 py-3 align-top text-slate-800 ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={caption} className="space-y-3 lg:hidden">
        {rows.map((row) => (
          <li key={getRowId(row)} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-sm">
              {columns.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="font-semibold text-slate-700">{column.header}</dt>
                  <dd className="break-words text-slate-900">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>

      {paging && <Pager {...paging} />}
    </div>
  );
}

/** Whether the table is wider than its box, followed through resizes and new rows. */
function useOverflow(box: RefObject<HTMLDivElement | null>, rows: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows can change the table's width
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box, rows]);
  return overflows;
}

/**
 * Previous / next. When the total is a lower bound ("1,000+"), as in the directory's pager, the page
 * is "Page 3" without a last page, and a next page exists (the count reached its cap past this page).
 */
function Pager({ page, limit, total, totalIsLowerBound, onPageChange }: Paging) {
  const { t } = useTranslation();
  const pages = totalIsLowerBound ? undefined : Math.max(1, Math.ceil(total / limit));
  if (pages === 1) return null;
  const label = pages === undefined ? t('common.pageAt', { page }) : t('common.pageOf', { page, pages });
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('common.previous')}
      </button>
      <span className="text-sm text-slate-700">{label}</span>
      <button
        type="button"
        className="btn-secondary"
        disabled={pages !== undefined && page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}
