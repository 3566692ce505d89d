// What the payment and refund forms share: one idempotency key per form (made when it opens, kept
// until the money is recorded, so a double tap or Try again records it once), the day it starts
// with, and Record / Cancel.
import { nepalDay } from '@gharguru/contract/nepali-calendar';
import type { ReactNode } from 'react';
import { SubmitButton } from '../../../components/form/field';
import { type FieldValues, type FormSchemaLike, useZodForm } from '../../../components/form/use-zod-form';
import { useTranslation } from '../../../lib/i18n';
import { newIdempotencyKey } from './form-values';

/** The form on `schema`, starting with today's day under `dayField` and a new key; `send` records it. */
export function useMoneyForm<TInput extends FieldValues, TOutput>(
  schema: FormSchemaLike<TInput, TOutput>,
  dayField: 'receivedAt' | 'paidAt',
  send: (values: TOutput) => Promise<{ message: string; code?: string }>,
  onDone: () => void,
) {
  const startValues = (): Partial<TInput> =>
    ({
      amount: '',
      reference: '',
      [dayField]: nepalDay(new Date()),
      idempotencyKey: newIdempotencyKey(),
    }) as unknown as Partial<TInput>;
  const form = useZodForm(schema, startValues());
  const onSubmit = form.submit(send, {
    onSuccess: () => {
      form.reset(startValues());
      onDone();
    },
  });
  return { form, onSubmit };
}

export function MoneyFormButtons({
  submitting,
  onCancel,
  children,
}: {
  submitting: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3 sm:col-span-2">
      <SubmitButton submitting={submitting}>{children}</SubmitButton>
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {t('staff.cancel')}
      </button>
    </div>
  );
}
