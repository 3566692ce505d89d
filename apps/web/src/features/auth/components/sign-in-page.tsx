// The sign-in screen shared by teachers (/login) and admins (/admin-login): the contract schema
// validates, a success stores the session (in the role's login hook), notifies and opens the dashboard.
import type { AdminLoginSchema, TeacherLoginSchema } from '@gharguru/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CommonField } from '../../../components/form/common-field';
import { SubmitButton } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
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
  const onSubmit = form.submit((values) => login.mutateAsync(values), { onSuccess: () => navigate(dashboardPath) });

  return (
    <FormPage
      size="sm"
      documentTitle={t(`${texts}.metaTitle`)}
      title={t(`${texts}.title`)}
      intro={t(`${texts}.intro`)}
      footer={{ text: t(`${texts}.noAccount`), link: t(`${texts}.register`), to: registerPath }}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <CommonField kind="email" {...form.field('email')} />
        <CommonField kind="currentPassword" {...form.field('password')} />
        <SubmitButton submitting={form.formState.isSubmitting}>{t(`${texts}.submit`)}</SubmitButton>
      </form>
    </FormPage>
  );
}
