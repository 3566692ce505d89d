// Reversing a payment recorded by mistake: it is never deleted; the reason stays in the history.
import { formatRupees, type Payment, ReversalBodySchema } from '@gharguru/contract';
import { useEffect, useId, useRef } from 'react';
import { TextAreaField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useTranslation } from '../../../lib/i18n';
import { useReversePayment } from '../api/reverse-payment';

export function ReversePaymentForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const reverse = useReversePayment();
  const titleId = useId();
  const box = useRef<HTMLFormElement>(null);
  const form = useZodForm(ReversalBodySchema, { reason: '' });
  const onSubmit = form.submit((values) => reverse.mutateAsync({ ...values, paymentId: payment._id }), {
    onSuccess: onDone,
  });
  // The form opens where the admin pressed Reverse: the reason is the next thing to type.
  useEffect(() => {
    box.current?.querySelector('textarea')?.focus();
  }, []);
  return (
    <form
      ref={box}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="mt-2 grid gap-3 rounded-lg border border-red-200 bg-red-50/40 p-3"
    >
      <h5 id={titleId} className="font-semibold text-slate-900">
        {t('books.reverse.title')}
      </h5>
      <p className="text-sm text-slate-700">
        {t('books.reverse.text', { amount: formatRupees(payment.amount, i18n.language) })}
      </p>
      <TextAreaField label={t('books.reverse.reason')} rows={2} {...form.field('reason')} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-danger" disabled={form.formState.isSubmitting}>
          {t('books.reverse.confirm')}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('staff.cancel')}
        </button>
      </div>
    </form>
  );
}
