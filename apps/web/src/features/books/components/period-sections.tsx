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

/** A period's list: the From/To form, the period and its total, and the rows with paging. */
function PeriodSection<Row extends { _id: string }>({
  title,
  totalLabel,
  emptyText,
  useList,
  columns,
}: {
  title: string;
  totalLabel: string;
  emptyText: string;
  useList: (filter: PeriodFilter) => {
    data?: { from: string; to: string; total: number; rows: Row[]; sum: number };
    isLoading: boolean;
    error: unknown;
  };
  columns: Column<Row>[];
}) {
  const { i18n } = useTranslation();
  const titleId = useId();
  const [period, setPeriod] = useState<Period>({});
  const [page, setPage] = useState(1);
  const list = useList({ ...period, page });
  const data = list.data;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <PeriodForm
        period={period}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      {data && (
        <p className="font-semibold text-slate-900">
          {formatDate(i18n.language, data.from)} – {formatDate(i18n.language, data.to)}: {totalLabel}{' '}
          {formatRupees(data.sum, i18n.language)}
        </p>
      )}
      <DataTable
        caption={title}
        rows={data?.rows}
        isLoading={list.isLoading}
        error={list.error}
        emptyText={emptyText}
        getRowId={(row) => row._id}
        paging={data && { page, limit: BOOKS_PAGE_SIZE, total: data.total, onPageChange: setPage }}
        columns={columns}
      />
    </section>
  );
}

function usePaymentList(filter: PeriodFilter) {
  const { data, isLoading, error } = usePayments(filter);
  return { data: data && { ...data, rows: data.payments, sum: data.received }, isLoading, error };
}

function useRefundList(filter: PeriodFilter) {
  const { data, isLoading, error } = useRefunds(filter);
  return { data: data && { ...data, rows: data.refunds, sum: data.refunded }, isLoading, error };
}

export function PaymentsSection() {
  const { t } = useTranslation();
  return (
    <PeriodSection<PaymentRow>
      title={t('books.books.payments')}
      totalLabel={t('books.report.received')}
      emptyText={t('books.books.paymentsEmpty')}
      useList={usePaymentList}
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
  );
}

export function RefundsSection() {
  const { t } = useTranslation();
  return (
    <PeriodSection<RefundRow>
      title={t('books.books.refunds')}
      totalLabel={t('books.report.refunded')}
      emptyText={t('books.books.refundsEmpty')}
      useList={useRefundList}
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
  );
}
