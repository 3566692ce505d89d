// /reset-password/:token (issue 30): the e-mail's link. A new password twice; success signs in here.
import { useState } from 'react';
import { SubmitButton } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useParams } from '../../../lib/router';
import { loadPasswordResetConfirmSchema } from '../../../lib/form-schemas';
import { NewPasswordFields } from '../components/new-password-fields';
import { ResetOutcome } from '../components/reset-outcome';
import { useConfirmReset } from '../components/reset-done';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [pending, setPending] = useState(false);
  const confirmReset = useConfirmReset(() => setPending(true));
  const form = useZodForm(loadPasswordResetConfirmSchema, { token, newPassword: '', conformNewPassword: '' });
  const onSubmit = form.submit(confirmReset);

  return (
    <FormPage
      size="sm"
      documentTitle={t('recovery.resetMetaTitle')}
      title={t('recovery.resetTitle')}
      intro={t('recovery.resetIntro')}
    >
      {pending ? (
        <ResetOutcome />
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <NewPasswordFields newPassword={form.field('newPassword')} confirm={form.field('conformNewPassword')} />
          <SubmitButton submitting={form.formState.isSubmitting}>{t('recovery.submit')}</SubmitButton>
        </form>
      )}
      <p className="mt-5 text-sm">
        <Link to={paths.forgotPassword} className="font-medium text-teal-800 underline">
          {t('recovery.askNewLink')}
        </Link>
      </p>
    </FormPage>
  );
}
