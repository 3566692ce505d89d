// "Fees and payments" on the teacher dashboard (issue 29): the agency's commission on each of the
// teacher's tuitions, what they paid (each payment with its receipt) and what is still owed. Read-only.
import { formatRupees, type TeacherCharge } from '@gharguru/contract';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useTeacherCharges } from '../api/get-teacher-charges';
import { PaymentLine } from './charge-card';
import { ChargeStatusChip } from './charge-status-chip';

export function TeacherFeesSection({ enabled = true }: { enabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const charges = useTeacherCharges({ enabled });
  const data = charges.data;
  return (
    <section aria-labelledby="teacher-fees-title" className="mb-10" data-testid="teacher-fees">
      <h2 id="teacher-fees-title" className="mb-1 text-xl font-semibold text-slate-900">
        {t('books.teacher.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('books.teacher.intro')}</p>
      {charges.isLoading ? (
        <Spinner />
      ) : charges.error || !data ? (
        enabled && <LoadError error={charges.error} />
      ) : data.charges.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-700">
          {t('books.teacher.none')}
        </p>
      ) : (
        <>
          <p className="mb-4 font-semibold text-slate-900" data-testid="teacher-owes">
            {data.outstanding > 0
              ? t('books.teacher.owes', { amount: formatRupees(data.outstanding, i18n.language) })
              : t('books.teacher.nothingOwed')}
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {data.charges.map((charge) => (
              <TeacherChargeCard key={charge._id} charge={charge} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function TeacherChargeCard({ charge }: { charge: TeacherCharge }) {
  const { t, i18n } = useTranslation();
  const money = (paisa: number) => formatRupees(paisa, i18n.language);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">
          {t(`books.kinds.${charge.kind}`)} <span className="font-mono text-sm text-slate-700">{charge.number}</span>
        </h3>
        <ChargeStatusChip status={charge.status} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{charge.request.subjects.join(', ')}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['books.charges.amount', money(charge.amount)],
            ['books.charges.paid', money(charge.paid)],
            ['books.charges.outstanding', money(charge.outstanding)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{t(label)}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {charge.outstanding > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {t('books.charges.dueOn')}: {formatDate(i18n.language, charge.dueOn)}
        </p>
      )}
      {charge.payments.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm">
          {charge.payments.map((payment) => (
            <li key={payment._id}>
              <PaymentLine payment={payment} reversed={payment.reversed} />{' '}
              <Link
                className="inline-flex min-h-11 items-center text-teal-800 underline"
                to={paths.teacherReceipt(payment._id)}
              >
                {t('books.charges.receiptFor', { number: payment.receiptNumber })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
