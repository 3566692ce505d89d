// The Books screen's payments and refunds of a period (from and to, both days in Nepal; without them
// this Bikram Sambat month so far), with the period's total.
import { formatRupees, type PaymentRow, type RefundRow } from '@gharguru/contract';
import { type FormEvent, useId, useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { TextField } from '../../../components/form/field';
import { formatDate } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { BOOKS_PAGE_SIZE } from '../api/get-dues';
import { type PeriodFilter, usePayments, useRefunds } from '../api/get-period';
import { PaymentLine } from './charge-card';

type Period = { from?: string; to?: string };

/** From and To, applied with Show (not on each keystroke of a date). */
function PeriodForm({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ from: from || undefined, to: to || undefined });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextField label={t('books.books.from')} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      <TextField label={t('books.books.to')} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      <button type="submit" className="btn-secondary min-h-11">
        {t('books.books.show')}
      </button>
    </form>
  );
}

const chargeColumn = <Row extends PaymentRow | RefundRow>(t: TFunction): Column<Row> => ({
  id: 'charge',
  header: t('books.books.charge'),
  cell: (row) => (
    <>
      {t(`books.kinds.${row.chargeKind}`)} <span className="font-mono text-xs">{row.chargeNumber}</span>
    </>
  ),
});

function usePeriodState() {
  const [period, setPeriod] = useState<Period>({});
  const [page, setPage] = useState(1);
  const filter: PeriodFilter = { ...period, page };
  return {
    period,
    filter,
    setPage,
    setPeriod: (next: Period) => {
      setPeriod(next);
      setPage(1);
    },
  };
}

export function PaymentsSection() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const state = usePeriodState();
  const payments = usePayments(state.filter);
  const data = payments.data;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('books.books.payments')}
      </h2>
      <PeriodForm period={state.period} onChange={state.setPeriod} />
      {data && (
        <p className="font-semibold text-slate-900">
          {formatDate(i18n.language, data.from)} – {formatDate(i18n.language, data.to)}: {t('books.report.received')}{' '}
          {formatRupees(data.received, i18n.language)}
        </p>
      )}
      <DataTable
        caption={t('books.books.payments')}
        rows={data?.payments}
        isLoading={payments.isLoading}
        error={payments.error}
        emptyText={t('books.books.paymentsEmpty')}
        getRowId={(row) => row._id}
        paging={
          data && { page: state.filter.page, limit: BOOKS_PAGE_SIZE, total: data.total, onPageChange: state.setPage }
        }
        columns={[
          {
            id: 'payment',
            header: t('books.charges.amount'),
            cell: (row) => (
              <>
                <PaymentLine payment={row} reversed={row.reversal !== null} />
                {row.reversal && (
                  <span className="block text-red-800">
                    {t('books.charges.reversed', { reason: row.reversal.reason })}
                  </span>
                )}
              </>
            ),
          },
          chargeColumn(t),
          { id: 'payer', header: t('books.books.payer'), cell: (row) => row.payerName },
          {
            id: 'receipt',
            header: t('books.charges.receipt'),
            cell: (row) => (
              <Link className="font-mono text-teal-800 underline" to={paths.adminReceipt(row._id)}>
                {row.receiptNumber}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}

export function RefundsSection() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const state = usePeriodState();
  const refunds = useRefunds(state.filter);
  const data = refunds.data;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('books.books.refunds')}
      </h2>
      <PeriodForm period={state.period} onChange={state.setPeriod} />
      {data && (
        <p className="font-semibold text-slate-900">
          {formatDate(i18n.language, data.from)} – {formatDate(i18n.language, data.to)}: {t('books.report.refunded')}{' '}
          {formatRupees(data.refunded, i18n.language)}
        </p>
      )}
      <DataTable
        caption={t('books.books.refunds')}
        rows={data?.refunds}
        isLoading={refunds.isLoading}
        error={refunds.error}
        emptyText={t('books.books.refundsEmpty')}
        getRowId={(row) => row._id}
        paging={
          data && { page: state.filter.page, limit: BOOKS_PAGE_SIZE, total: data.total, onPageChange: state.setPage }
        }
        columns={[
          {
            id: 'refund',
            header: t('books.charges.amount'),
            cell: (row) => <PaymentLine payment={{ ...row, receivedAt: row.paidAt }} reversed={false} />,
          },
          chargeColumn(t),
          { id: 'payer', header: t('books.books.refundedTo'), cell: (row) => row.payerName },
          { id: 'reason', header: t('books.books.reason'), cell: (row) => row.reason },
        ]}
      />
    </section>
  );
}
