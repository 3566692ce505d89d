// /admin-register — admin sign-up (AdminRegisterSchema). The form sends the confirm value as the
// password (requirements §5); success goes to /admin-login with the server's "approval needed" message.
import type { AdminRegisterInput } from '@gharguru/contract';
import { loadAdminRegisterSchema } from '../../../lib/form-schemas';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { CommonField, SubmitButton } from '../../../components/form/field';
import { PasswordField } from '../../../components/form/password-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { paths } from '../../../lib/paths';
import { useRegisterAdmin } from '../api/register-admin';
import { passwordRules, registeredState } from '../components/registration';

const EMPTY: AdminRegisterInput = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  password: '',
  conformPassword: '',
};

export default function AdminRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(loadAdminRegisterSchema, EMPTY);
  const registerAdmin = useRegisterAdmin();

  const onSubmit = form.submit((values) => registerAdmin.mutateAsync({ ...values, password: values.conformPassword }), {
    onSuccess: () => navigate(paths.adminLogin, { state: registeredState(form.getValues('email')) }),
  });

  return (
    <FormPage
      documentTitle={t('adminRegister.metaTitle')}
      title={t('adminRegister.title')}
      intro={t('adminRegister.intro')}
      footer={{ text: t('adminRegister.haveAccount'), link: t('adminRegister.signIn'), to: paths.adminLogin }}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <CommonField kind="firstName" {...form.field('firstName')} />
        <CommonField kind="lastName" {...form.field('lastName')} />
        <CommonField kind="mobile" {...form.field('mobile')} />
        <CommonField kind="email" {...form.field('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={passwordRules(t, 'admin')}
          {...form.field('password', {
            // Re-check the confirmation once it has been typed, so a fixed mismatch clears at once.
            onChange: () => {
              if (form.getValues('conformPassword')) void form.trigger('conformPassword');
            },
          })}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...form.field('conformPassword')}
        />
        <PrivacyNotice className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton submitting={form.formState.isSubmitting}>{t('adminRegister.submit')}</SubmitButton>
        </div>
      </form>
    </FormPage>
  );
}
