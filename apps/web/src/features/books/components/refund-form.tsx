// Recording money paid back on a charge (an advance when no tutor started in time): amount, how,
// a reference, the day and the reason. One idempotency key per form, as for a payment.
import { RefundFormSchema } from '@gharguru/contract';
import { useId } from 'react';
import { SelectField, TextAreaField, TextField } from '../../../components/form/field';
import { useTranslation } from '../../../lib/i18n';
import { useRecordRefund } from '../api/record-refund';
import { methodOptions } from './labels';
import { MoneyFormButtons, useMoneyForm } from './money-form';

export function RefundForm({ charge, onDone }: { charge: { _id: string; number: string }; onDone: () => void }) {
  const { t } = useTranslation();
  const refund = useRecordRefund();
  const titleId = useId();
  const { form, onSubmit } = useMoneyForm(
    RefundFormSchema,
    'paidAt',
    (values) => refund.mutateAsync({ ...values, chargeId: charge._id }),
    onDone,
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="mt-3 grid gap-4 rounded-lg border border-amber-200 bg-amber-50/40 p-4 sm:grid-cols-2"
    >
      <h4 id={titleId} className="font-semibold text-slate-900 sm:col-span-2">
        {t('books.refund.title', { number: charge.number })}
      </h4>
      <TextField label={t('books.refund.amount')} inputMode="decimal" autoComplete="off" {...form.field('amount')} />
      <SelectField
        label={t('books.refund.method')}
        options={methodOptions(t)}
        placeholder={t('books.payment.chooseMethod')}
        {...form.field('method')}
      />
      <TextField label={t('books.payment.reference')} optional autoComplete="off" {...form.field('reference')} />
      <TextField label={t('books.refund.paidAt')} type="date" {...form.field('paidAt')} />
      <TextAreaField label={t('books.refund.reason')} rows={2} className="sm:col-span-2" {...form.field('reason')} />
      <MoneyFormButtons submitting={form.formState.isSubmitting} onCancel={onDone}>
        {t('books.refund.submit')}
      </MoneyFormButtons>
    </form>
  );
}
