// /admin-login — admin sign-in (AdminLoginSchema): stores the session and opens the admin
// dashboard. A pending admin sees the server's 403 message.
import { AdminLoginSchema } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { notify } from '../../../components/notification/notification-store';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useLoginAdmin } from '../api/login-admin';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(AdminLoginSchema, { email: '', password: '' });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const login = useLoginAdmin();

  const onSubmit = form.submit(async (values) => {
    try {
      const { message } = await login.mutateAsync(values);
      notify.success(message);
      await navigate(paths.adminDashboard);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(errorMessage(error));
    }
  });

  return (
    <FormPage
      size="sm"
      documentTitle={t('adminLogin.metaTitle')}
      title={t('adminLogin.title')}
      intro={t('adminLogin.intro')}
      footer={
        <>
          {t('adminLogin.noAccount')}{' '}
          <Link to={paths.adminRegister} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {t('adminLogin.register')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton submitting={isSubmitting}>{t('adminLogin.submit')}</SubmitButton>
      </form>
    </FormPage>
  );
}
