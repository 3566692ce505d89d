// The sign-in screen shared by teachers (/login) and admins (/admin-login): the contract schema
// validates, a success stores the session (in the role's login hook), notifies and opens the dashboard.
import type { AdminLoginSchema, TeacherLoginSchema } from '@gharguru/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { notify } from '../../../components/notification/notification-store';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

type Credentials = { email: string; password: string };

export interface SignInPageProps {
  schema: typeof TeacherLoginSchema | typeof AdminLoginSchema;
  login: UseMutationResult<{ message: string }, unknown, Credentials>;
  /** i18n namespace with metaTitle, title, intro, noAccount, register, submit. */
  texts: 'teacherLogin' | 'adminLogin';
  dashboardPath: string;
  registerPath: string;
}

export function SignInPage({ schema, login, texts, dashboardPath, registerPath }: SignInPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(schema, { email: '', password: '' });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = form.submit(async (values) => {
    try {
      const { message } = await login.mutateAsync(values);
      notify.success(message);
      await navigate(dashboardPath);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(errorMessage(error));
    }
  });

  return (
    <FormPage
      size="sm"
      documentTitle={t(`${texts}.metaTitle`)}
      title={t(`${texts}.title`)}
      intro={t(`${texts}.intro`)}
      footer={
        <>
          {t(`${texts}.noAccount`)}{' '}
          <Link to={registerPath} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {t(`${texts}.register`)}
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
        <SubmitButton submitting={isSubmitting}>{t(`${texts}.submit`)}</SubmitButton>
      </form>
    </FormPage>
  );
}
