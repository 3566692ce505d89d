// /admin-register — admin sign-up (AdminRegisterSchema). The form sends the confirm value as the
// password (spec section 5); success goes to /admin-login with the server's "approval needed" message.
import { type AdminRegisterInput, AdminRegisterSchema } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { notify } from '../../../components/notification/notification-store';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRegisterAdmin } from '../api/register-admin';

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
  const form = useZodForm(AdminRegisterSchema, EMPTY);
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const registerAdmin = useRegisterAdmin();

  const onSubmit = form.submit(async (values) => {
    try {
      const { message } = await registerAdmin.mutateAsync({ ...values, password: values.conformPassword });
      notify.success(message);
      await navigate(paths.adminLogin);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(errorMessage(error));
    }
  });

  return (
    <FormPage
      documentTitle={t('adminRegister.metaTitle')}
      title={t('adminRegister.title')}
      intro={t('adminRegister.intro')}
      footer={
        <>
          {t('adminRegister.haveAccount')}{' '}
          <Link to={paths.adminLogin} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {t('adminRegister.signIn')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={t('fields.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint={t('fields.mobileHint')}
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', {
            // Re-check the confirmation once it has been typed, so a fixed mismatch clears at once.
            onChange: () => {
              if (form.getValues('conformPassword')) void form.trigger('conformPassword');
            },
          })}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.conformPassword?.message}
          {...register('conformPassword')}
        />
        <div className="sm:col-span-2">
          <SubmitButton submitting={isSubmitting}>{t('adminRegister.submit')}</SubmitButton>
        </div>
      </form>
    </FormPage>
  );
}
