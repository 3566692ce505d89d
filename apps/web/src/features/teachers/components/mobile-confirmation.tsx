// "Confirm your number" on the teacher's profile (issue 30): until the mobile number is confirmed with
// an SMS code, nothing goes to it by SMS. Asks for a code, then takes it.
import { MobileCodeSchema } from '@gharguru/contract';
import { useState } from 'react';
import { SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { notify } from '../../../components/notification/notification-store';
import { useTranslation } from '../../../lib/i18n';
import { useConfirmMobile, useRequestMobileCode } from '../api/confirm-mobile';

export function MobileConfirmation({ mobile }: { mobile: string }) {
  const { t } = useTranslation();
  const requestCode = useRequestMobileCode();
  const confirm = useConfirmMobile();
  const [asked, setAsked] = useState(false);
  const form = useZodForm(MobileCodeSchema, { code: '' });
  const onSubmit = form.submit((values) => confirm.mutateAsync(values));

  const ask = async () => {
    try {
      notify.success(await requestCode.mutateAsync());
      setAsked(true);
    } catch (error) {
      notify.error(error as Error);
    }
  };

  return (
    <section
      aria-labelledby="confirm-mobile-title"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-slate-900"
    >
      <h2 id="confirm-mobile-title" className="text-lg font-semibold">
        {t('teachers.mobile.unconfirmedTitle')}: {mobile}
      </h2>
      <p className="mt-1 text-slate-800">{t('teachers.mobile.unconfirmedText')}</p>
      <button
        type="button"
        className={asked ? 'btn-secondary mt-4' : 'btn-primary mt-4'}
        onClick={ask}
        disabled={requestCode.isPending}
      >
        {t(asked ? 'teachers.mobile.sendAgain' : 'teachers.mobile.sendCode')}
      </button>
      {asked && (
        <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:max-w-xs">
          <TextField
            label={t('teachers.mobile.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.field('code')}
          />
          <SubmitButton submitting={form.formState.isSubmitting}>{t('teachers.mobile.confirm')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
