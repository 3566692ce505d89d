// The sign-in screen shared by teachers (/login) and admins (/admin-login): the contract schema
// validates, a success stores the session (in the role's login hook), notifies and opens the dashboard.
// After a registration the e-mail is filled in and the password field has the focus (issue 14).
import { useNavigate } from '../../../lib/router';
import { CommonField, SubmitButton } from '../../../components/form/field';
import { PasswordField } from '../../../components/form/password-field';
import { type FormSchemaSource, useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { useTranslation } from '../../../lib/i18n';
import { ForgotPasswordLink } from './forgot-password-link';
import { useRegisteredEmail } from './registration';

type Credentials = { email: string; password: string };

export interface SignInPageProps {
  /** The role's sign-in schema (the contract's TeacherLoginSchema or AdminLoginSchema), loaded on first use. */
  schema: FormSchemaSource<Credentials, Credentials>;
  login: { mutateAsync: (credentials: Credentials) => Promise<{ message: string }> };
  /** i18n namespace with metaTitle, title, intro, noAccount, register, submit. */
  texts: 'teacherLogin' | 'adminLogin';
  dashboardPath: string;
  registerPath: string;
}

export function SignInPage({ schema, login, texts, dashboardPath, registerPath }: SignInPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registeredEmail = useRegisteredEmail();
  const form = useZodForm(schema, { email: registeredEmail, password: '' });
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
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          // The e-mail is there already: the next thing to type is the password.
          autoFocus={registeredEmail !== ''}
          {...form.field('password')}
        />
        <ForgotPasswordLink role={texts === 'adminLogin' ? 'admin' : 'teacher'} />
        <SubmitButton submitting={form.formState.isSubmitting}>{t(`${texts}.submit`)}</SubmitButton>
      </form>
    </FormPage>
  );
}
