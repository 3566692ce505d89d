// Starting an accepted match (issue 29): the agreed monthly fee in rupees and the first lesson's day,
// from which the fee rules in force make the tutor's commission and the family's advance.
import { MatchStartFormSchema } from '@gharguru/contract';
import { nepalDay } from '@gharguru/contract/nepali-calendar';
import { useId } from 'react';
import { SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useTranslation } from '../../../lib/i18n';
import { useUpdateAdminMatch } from '../api/update-admin-match';

export function StartMatchForm({ matchId }: { matchId: string }) {
  const { t } = useTranslation();
  const update = useUpdateAdminMatch();
  const titleId = useId();
  const form = useZodForm(MatchStartFormSchema, {
    monthlyFee: '',
    startedOn: nepalDay(new Date()),
  });
  const onSubmit = form.submit((values) => update.mutateAsync({ id: matchId, state: 'started', ...values }));
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="mt-4 grid gap-4 rounded-lg bg-teal-50/60 p-3 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {t('books.start.title')}
        </h3>
        <p className="text-sm text-slate-700">{t('books.start.intro')}</p>
      </div>
      <TextField
        label={t('books.start.monthlyFee')}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('monthlyFee')}
      />
      <TextField label={t('books.start.startedOn')} type="date" {...form.field('startedOn')} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={form.formState.isSubmitting}>{t('matching.current.start')}</SubmitButton>
      </div>
    </form>
  );
}
