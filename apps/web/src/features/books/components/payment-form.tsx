// Recording money received on a charge: the amount in rupees, how it was paid, a reference and the
// day. The idempotency key is made once per form, so a double tap or Try again records it once; a
// new key comes with the next payment.
import { formatRupees, PaymentFormSchema } from '@gharguru/contract';
import { useId } from 'react';
import { SelectField, TextField } from '../../../components/form/field';
import { useTranslation } from '../../../lib/i18n';
import { useRecordPayment } from '../api/record-payment';
import { methodOptions } from './labels';
import { MoneyFormButtons, useMoneyForm } from './money-form';

export function PaymentForm({
  charge,
  onDone,
}: {
  charge: { _id: string; number: string; outstanding: number };
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const record = useRecordPayment();
  const titleId = useId();
  const { form, onSubmit } = useMoneyForm(
    PaymentFormSchema,
    'receivedAt',
    (values) => record.mutateAsync({ ...values, chargeId: charge._id }),
    onDone,
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="mt-3 grid gap-4 rounded-lg border border-teal-200 bg-teal-50/40 p-4 sm:grid-cols-2"
      data-testid="payment-form"
    >
      <div className="sm:col-span-2">
        <h4 id={titleId} className="font-semibold text-slate-900">
          {t('books.payment.title', { number: charge.number })}
        </h4>
        <p className="text-sm text-slate-700">
          {t('books.payment.outstanding', { amount: formatRupees(charge.outstanding, i18n.language) })}
        </p>
      </div>
      <TextField label={t('books.payment.amount')} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
      <SelectField
        label={t('books.payment.method')}
        options={methodOptions(t)}
        placeholder={t('books.payment.chooseMethod')}
        {...form.field('method')}
      />
      <TextField
        label={t('books.payment.reference')}
        optional
        hint={t('books.payment.referenceHint')}
        autoComplete="off"
        {...form.field('reference')}
      />
      <TextField label={t('books.payment.receivedAt')} type="date" {...form.field('receivedAt')} />
      <MoneyFormButtons submitting={form.formState.isSubmitting} onCancel={onDone}>
        {t('books.payment.submit')}
      </MoneyFormButtons>
    </form>
  );
}
