// /reset-password-code?email=… (issue 30): a teacher resets with the e-mail and the SMS's 6-digit code.
import { useEffect } from 'react';
import { CommonField, SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { loadPasswordResetConfirmSchema } from '../../../lib/form-schemas';
import { NewPasswordFields } from '../components/new-password-fields';
import { useConfirmReset } from '../components/reset-done';

export default function ResetPasswordCodePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Codes are teachers' only, so a reset here always signs a teacher in.
  const confirmReset = useConfirmReset(() => {});
  const form = useZodForm(loadPasswordResetConfirmSchema, {
    email: '',
    code: '',
    newPassword: '',
    conformNewPassword: '',
  });
  // The prerendered form is empty: the e-mail of the query is filled in once React runs.
  const email = params.get('email');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the address the page opened at
  useEffect(() => {
    if (email) form.setValue('email', email);
  }, []);
  const onSubmit = form.submit(confirmReset);

  return (
    <FormPage
      size="sm"
      documentTitle={t('recovery.codeMetaTitle')}
      title={t('recovery.codeTitle')}
      intro={t('recovery.codeIntro')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <CommonField kind="email" {...form.field('email')} />
        <TextField
          label={t('recovery.code')}
          hint={t('recovery.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.field('code')}
        />
        <NewPasswordFields newPassword={form.field('newPassword')} confirm={form.field('conformNewPassword')} />
        <SubmitButton submitting={form.formState.isSubmitting}>{t('recovery.submit')}</SubmitButton>
      </form>
      <p className="mt-5 text-sm">
        <Link to={`${paths.forgotPassword}?role=teacher`} className="font-medium text-teal-800 underline">
          {t('recovery.askNewLink')}
        </Link>
      </p>
    </FormPage>
  );
}
