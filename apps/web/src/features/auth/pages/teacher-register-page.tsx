// /register — 'Become a Tutor': teacher sign-up (TeacherRegisterFormSchema). Success goes to /login;
// a failure keeps the subjects in the form as comma-joined text.
import { DEFAULTS, type TeacherRegisterFormInput } from '@gharguru/contract';
import { loadTeacherRegisterFormSchema } from '../../../lib/form-schemas';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { CommonField, SubmitButton } from '../../../components/form/field';
import { PasswordField } from '../../../components/form/password-field';
import { TeachingFields } from '../../../components/form/teaching-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { paths } from '../../../lib/paths';
import { useRegisterTeacher } from '../api/register-teacher';
import { passwordRules, registeredState } from '../components/registration';

const EMPTY: TeacherRegisterFormInput = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  password: '',
  degree: '' as TeacherRegisterFormInput['degree'],
  subjects: '',
  level: DEFAULTS.teacherLevel,
  city: DEFAULTS.city,
  area: DEFAULTS.area,
};

export default function TeacherRegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(loadTeacherRegisterFormSchema, EMPTY);
  const registerTeacher = useRegisterTeacher();

  const onSubmit = form.submit((values) => registerTeacher.mutateAsync(values), {
    onSuccess: () => navigate(paths.teacherLogin, { state: registeredState(form.getValues('email')) }),
    onFailure: (values) => form.setValue('subjects', values.subjects.join(', ')),
  });

  return (
    <FormPage
      documentTitle={t('teacherRegister.metaTitle')}
      title={t('teacherRegister.title')}
      intro={t('teacherRegister.intro')}
      footer={{ text: t('teacherRegister.haveAccount'), link: t('teacherRegister.signIn'), to: paths.teacherLogin }}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        <CommonField kind="firstName" {...form.field('firstName')} />
        <CommonField kind="lastName" {...form.field('lastName')} />
        <CommonField kind="mobile" {...form.field('mobile')} />
        <CommonField kind="email" {...form.field('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          hint={passwordRules(t, 'teacher')}
          className="sm:col-span-2"
          {...form.field('password')}
        />
        <TeachingFields field={form.field} degreePlaceholder={t('fields.degreePlaceholder')} />
        <PrivacyNotice className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton submitting={form.formState.isSubmitting}>{t('teacherRegister.submit')}</SubmitButton>
        </div>
      </form>
    </FormPage>
  );
}
