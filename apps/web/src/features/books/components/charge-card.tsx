// One charge on the admin's screens: what it is, who owes it, the figures, its payments (each with
// its receipt, and Reverse) and refunds, then Record a payment / Record a refund.
import { type Charge, formatRupees, type Payment } from '@gharguru/contract';
import { useRef, useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { ChargeStatusChip } from './charge-status-chip';
import { PaymentForm } from './payment-form';
import { RefundForm } from './refund-form';
import { ReversePaymentForm } from './reverse-payment-form';

type Open = 'none' | 'payment' | 'refund';

export function ChargeCard({ charge }: { charge: Charge }) {
  const { t, i18n } = useTranslation();
  const money = (paisa: number) => formatRupees(paisa, i18n.language);
  const [open, setOpen] = useState<Open>('none');
  const actions = useRef<HTMLDivElement>(null);
  // After a form closes, the focus goes back to the buttons that opened it.
  const close = () => {
    setOpen('none');
    requestAnimationFrame(() => actions.current?.querySelector('button')?.focus());
  };
  const figures = [
    ['books.charges.amount', money(charge.amount)],
    ['books.charges.paid', money(charge.paid)],
    ['books.charges.outstanding', money(charge.outstanding)],
    ['books.charges.dueOn', formatDate(i18n.language, charge.dueOn)],
  ] as const;
  return (
    <article
      aria-labelledby={`charge-${charge._id}`}
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="charge"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`charge-${charge._id}`} className="font-semibold text-slate-900">
          {t(`books.kinds.${charge.kind}`)} <span className="font-mono text-sm text-slate-700">{charge.number}</span>
        </h3>
        <ChargeStatusChip status={charge.status} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('books.charges.owedBy')}: {charge.payerName}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{t(label)}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <PaymentList charge={charge} />
      {charge.refunds.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-slate-800">
          {charge.refunds.map((refund) => (
            <li key={refund._id}>
              {t('books.charges.refundOf', {
                amount: money(refund.amount),
                date: formatDate(i18n.language, refund.paidAt),
                reason: refund.reason,
              })}
            </li>
          ))}
        </ul>
      )}
      {open === 'none' && (
        <div ref={actions} className="mt-4 flex flex-wrap gap-3">
          {charge.outstanding > 0 && (
            <button type="button" className="btn-primary" onClick={() => setOpen('payment')}>
              {t('books.charges.record')}
            </button>
          )}
          {charge.paid - charge.refunded > 0 && (
            <button type="button" className="btn-secondary" onClick={() => setOpen('refund')}>
              {t('books.charges.refund')}
            </button>
          )}
        </div>
      )}
      {open === 'payment' && <PaymentForm charge={charge} onDone={close} />}
      {open === 'refund' && <RefundForm charge={charge} onDone={close} />}
    </article>
  );
}

function PaymentList({ charge }: { charge: Charge }) {
  const { t, i18n } = useTranslation();
  const [reversing, setReversing] = useState<string | undefined>();
  if (charge.payments.length === 0) {
    return <p className="mt-3 text-sm text-slate-700">{t('books.charges.noPayments')}</p>;
  }
  return (
    <section className="mt-3" aria-label={t('books.charges.payments', { number: charge.number })}>
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-100">
        {charge.payments.map((payment) => (
          <li key={payment._id} className="p-3 text-sm" data-testid="payment">
            <PaymentLine payment={payment} reversed={payment.reversal !== null} />
            {payment.reversal && (
              <p className="mt-1 text-red-800">{t('books.charges.reversed', { reason: payment.reversal.reason })}</p>
            )}
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              <Link
                className="inline-flex min-h-11 items-center text-teal-800 underline"
                to={paths.adminReceipt(payment._id)}
              >
                {t('books.charges.receiptFor', { number: payment.receiptNumber })}
              </Link>
              {!payment.reversal && reversing !== payment._id && (
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t('books.charges.reverseLabel', {
                    amount: formatRupees(payment.amount, i18n.language),
                    date: formatDate(i18n.language, payment.receivedAt),
                  })}
                  onClick={() => setReversing(payment._id)}
                >
                  {t('books.charges.reverse')}
                </button>
              )}
            </div>
            {reversing === payment._id && (
              <ReversePaymentForm payment={payment} onDone={() => setReversing(undefined)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `Rs. 1,000 · eSewa · 28 November 2026 · 7KX2`, struck through once reversed. */
export function PaymentLine({
  payment,
  reversed,
}: {
  payment: { amount: number; method: Payment['method']; receivedAt: string; reference: string | null };
  reversed: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <span className={reversed ? 'text-slate-600 line-through' : 'text-slate-900'}>
      <span className="font-semibold">{formatRupees(payment.amount, i18n.language)}</span>
      {' · '}
      {t(`books.methods.${payment.method}`)}
      {' · '}
      {formatDate(i18n.language, payment.receivedAt)}
      {payment.reference ? ` · ${payment.reference}` : ''}
    </span>
  );
}
