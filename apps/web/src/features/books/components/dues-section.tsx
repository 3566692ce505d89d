// The Books screen's dues: what is owed, by whom and how many days overdue, most overdue first, with
// Record a payment on each (its form opens above the list and takes the focus).
import { type ChargeSummary, formatRupees } from '@gharguru/contract';
import { type ReactNode, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { BOOKS_PAGE_SIZE, useDues } from '../api/get-dues';
import { ChargeStatusChip } from './charge-status-chip';
import { PaymentForm } from './payment-form';

export function DuesSection() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<ChargeSummary | undefined>();
  const dues = useDues({ page });
  const money = (paisa: number) => formatRupees(paisa, i18n.language);
  return (
    <section aria-labelledby="books-dues" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="books-dues" className="text-xl font-semibold text-slate-900">
          {t('books.books.dues')}
        </h2>
        {dues.data && dues.data.outstanding > 0 && (
          <p className="font-semibold text-slate-900" data-testid="dues-total">
            {t('books.charges.outstanding')}: {money(dues.data.outstanding)}
          </p>
        )}
      </div>
      {paying && (
        // Keyed by the charge: another charge gets a new form, with a new idempotency key.
        <FocusOnMount key={paying._id}>
          <PaymentForm charge={paying} onDone={() => setPaying(undefined)} />
        </FocusOnMount>
      )}
      <DataTable
        caption={t('books.books.dues')}
        rows={dues.data?.charges}
        isLoading={dues.isLoading}
        error={dues.error}
        emptyText={t('books.books.duesEmpty')}
        getRowId={(charge) => charge._id}
        paging={
          dues.data && { page, limit: BOOKS_PAGE_SIZE, total: dues.data.total, onPageChange: (next) => setPage(next) }
        }
        columns={[
          {
            id: 'number',
            header: t('books.charges.number'),
            cell: (charge) => <span className="font-mono">{charge.number}</span>,
            className: 'whitespace-nowrap',
          },
          { id: 'kind', header: t('books.charges.kind'), cell: (charge) => t(`books.kinds.${charge.kind}`) },
          { id: 'payer', header: t('books.charges.owedBy'), cell: (charge) => charge.payerName },
          {
            id: 'outstanding',
            header: t('books.charges.outstanding'),
            cell: (charge) => money(charge.outstanding),
            className: 'whitespace-nowrap',
          },
          {
            id: 'due',
            header: t('books.charges.dueOn'),
            cell: (charge) => formatDate(i18n.language, charge.dueOn),
            className: 'whitespace-nowrap',
          },
          {
            id: 'overdue',
            header: t('books.books.daysOverdue'),
            cell: (charge) =>
              charge.daysOverdue > 0 ? (
                <span className="font-semibold text-red-800">
                  {t('books.books.overdue', { count: charge.daysOverdue })}
                </span>
              ) : (
                t('books.books.notYetDue')
              ),
          },
          {
            id: 'status',
            header: t('books.charges.state'),
            cell: (charge) => <ChargeStatusChip status={charge.status} />,
          },
          {
            id: 'actions',
            header: t('staff.actions'),
            cell: (charge) => (
              <button
                type="button"
                className="btn-secondary"
                aria-label={`${t('books.charges.record')}: ${charge.number}`}
                onClick={() => setPaying(charge)}
              >
                {t('books.charges.record')}
              </button>
            ),
          },
        ]}
      />
    </section>
  );
}

/** Moves the focus to the first field of what it wraps when it appears. */
function FocusOnMount({ children }: { children: ReactNode }) {
  return (
    <div
      ref={(box) => {
        box?.querySelector<HTMLElement>('input, select, textarea')?.focus();
      }}
    >
      {children}
    </div>
  );
}
