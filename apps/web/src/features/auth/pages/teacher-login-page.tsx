// /login — teacher sign-in (TeacherLoginSchema): stores the session and opens the teacher dashboard.
import { TeacherLoginSchema } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { notify } from '../../../components/notification/notification-store';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useLoginTeacher } from '../api/login-teacher';

export default function TeacherLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(TeacherLoginSchema, { email: '', password: '' });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const login = useLoginTeacher();

  const onSubmit = form.submit(async (values) => {
    try {
      const { message } = await login.mutateAsync(values);
      notify.success(message);
      await navigate(paths.teacherDashboard);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(errorMessage(error));
    }
  });

  return (
    <FormPage
      size="sm"
      documentTitle={t('teacherLogin.metaTitle')}
      title={t('teacherLogin.title')}
      intro={t('teacherLogin.intro')}
      footer={
        <>
          {t('teacherLogin.noAccount')}{' '}
          <Link to={paths.teacherRegister} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {t('teacherLogin.register')}
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
        <SubmitButton submitting={isSubmitting}>{t('teacherLogin.submit')}</SubmitButton>
      </form>
    </FormPage>
  );
}
