// The fee rules form: the tutor's commission (a share of the first month's fee, or a fixed amount),
// the family's advance, the refund window, the days to pay and the reminders. Checked with the
// contract's FeeRulesFormSchema, the same rules the server applies; saving makes a new version.
import {
  asciiDigits,
  type CommissionKind,
  type FeeRules,
  FeeRulesFormSchema,
  type FeeRulesFormInput,
  rupeesDecimal,
} from '@gharguru/contract';
import { type FormEvent, useState } from 'react';
import { SubmitButton, TextField } from '../../../components/form/field';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { errorText, type ApiError } from '../../../lib/api-client';
import type { ServerText } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n';
import { useSaveFeeRules } from '../api/fee-rules';

type Draft = {
  commissionKind: CommissionKind;
  commissionPercent: string;
  commissionFixed: string;
  advancePercent: string;
  refundWindowDays: string;
  dueDays: string;
  remindersOn: boolean;
};
type DraftField = Exclude<keyof Draft, 'commissionKind' | 'remindersOn'>;

/** A typed whole number (Devanagari digits too), or NaN, which the schema refuses with its message. */
function wholeNumber(typed: string): number {
  const ascii = asciiDigits(typed.trim());
  return /^\d{1,6}$/.test(ascii) ? Number(ascii) : Number.NaN;
}

const draftOf = (rules: FeeRules): Draft => ({
  commissionKind: rules.commissionKind,
  commissionPercent: String(rules.commissionPercent),
  commissionFixed: rules.commissionFixed === null ? '' : rupeesDecimal(rules.commissionFixed).replace(/\.00$/, ''),
  advancePercent: String(rules.advancePercent),
  refundWindowDays: String(rules.refundWindowDays),
  dueDays: String(rules.dueDays),
  remindersOn: rules.remindersOn,
});

const inputOf = (draft: Draft): FeeRulesFormInput => ({
  commissionKind: draft.commissionKind,
  commissionPercent: wholeNumber(draft.commissionPercent),
  commissionFixed: draft.commissionKind === 'fixed' ? draft.commissionFixed : null,
  advancePercent: wholeNumber(draft.advancePercent),
  refundWindowDays: wholeNumber(draft.refundWindowDays),
  dueDays: wholeNumber(draft.dueDays),
  remindersOn: draft.remindersOn,
});

export function FeeRulesForm({ rules }: { rules: FeeRules }) {
  const { t } = useTranslation();
  const save = useSaveFeeRules();
  const [draft, setDraft] = useState(() => draftOf(rules));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, ServerText>>>({});
  const set = (name: DraftField) => ({
    name,
    value: draft[name],
    error: errors[name],
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = FeeRulesFormSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, ServerText>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Draft;
        found[name] ??= { message: issue.message };
      }
      setErrors(found);
      // The first field in error takes the focus, as on every other form.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    await notifyOutcome(() => save.mutateAsync(parsed.data), {
      refusal: (error) => {
        const fields = (error as ApiError).fieldErrors ?? {};
        setErrors(Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, { message }])));
        return errorText(error);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">{t('books.fees.commission')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['percent', 'fixed'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type="radio"
                name="commissionKind"
                className="size-5"
                checked={draft.commissionKind === kind}
                onChange={() => setDraft({ ...draft, commissionKind: kind })}
              />
              {t(kind === 'percent' ? 'books.fees.commissionPercent' : 'books.fees.commissionFixed')}
            </label>
          ))}
        </div>
        {draft.commissionKind === 'percent' ? (
          <TextField label={t('books.fees.percent')} {...set('commissionPercent')} />
        ) : (
          <TextField label={t('books.fees.fixedAmount')} {...set('commissionFixed')} inputMode="decimal" />
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('books.fees.advancePercent')} {...set('advancePercent')} />
        <TextField
          label={t('books.fees.refundDays')}
          hint={t('books.fees.refundDaysHint')}
          {...set('refundWindowDays')}
        />
        <TextField label={t('books.fees.dueDays')} {...set('dueDays')} />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          className="size-5"
          checked={draft.remindersOn}
          onChange={(event) => setDraft({ ...draft, remindersOn: event.target.checked })}
        />
        {t('books.fees.reminders')}
      </label>
      <SubmitButton submitting={save.isPending}>{t('books.fees.save')}</SubmitButton>
    </form>
  );
}
