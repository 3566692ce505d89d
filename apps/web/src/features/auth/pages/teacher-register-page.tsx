// /register — 'Become a Tutor': teacher sign-up (TeacherRegisterFormSchema). Success goes to /login;
// a failure keeps the subjects in the form as comma-joined text.
import {
  DEFAULTS,
  DEGREES,
  TEACHER_LEVELS,
  TeacherRegisterFormSchema,
  type TeacherRegisterFormInput,
} from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { SelectField, SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { notify } from '../../../components/notification/notification-store';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useRegisterTeacher } from '../api/register-teacher';

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
  const form = useZodForm(TeacherRegisterFormSchema, EMPTY);
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const registerTeacher = useRegisterTeacher();

  const onSubmit = form.submit(async (values) => {
    try {
      const { message } = await registerTeacher.mutateAsync(values);
      notify.success(message);
      await navigate(paths.teacherLogin);
    } catch (error) {
      form.setValue('subjects', values.subjects.join(', '));
      form.showServerErrors(error);
      notify.error(errorMessage(error));
    }
  });

  return (
    <FormPage
      documentTitle={t('teacherRegister.metaTitle')}
      title={t('teacherRegister.title')}
      intro={t('teacherRegister.intro')}
      footer={
        <>
          {t('teacherRegister.haveAccount')}{' '}
          <Link to={paths.teacherLogin} className="font-semibold text-teal-800 underline-offset-4 hover:underline">
            {t('teacherRegister.signIn')}
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
          className="sm:col-span-2"
          error={errors.password?.message}
          {...register('password')}
        />
        <SelectField
          label={t('fields.degree')}
          placeholder={t('fields.degreePlaceholder')}
          options={DEGREES.map((value) => ({ value, label: t(`options.degree.${value}`) }))}
          error={errors.degree?.message}
          {...register('degree')}
        />
        <SelectField
          label={t('fields.level')}
          options={TEACHER_LEVELS.map((value) => ({ value, label: t(`options.level.${value}`) }))}
          error={errors.level?.message}
          {...register('level')}
        />
        <TextField
          label={t('fields.subjects')}
          hint={t('fields.subjectsHint')}
          className="sm:col-span-2"
          error={errors.subjects?.message}
          {...register('subjects')}
        />
        <TextField
          label={t('fields.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={t('fields.area')}
          autoComplete="address-level3"
          error={errors.area?.message}
          {...register('area')}
        />
        <div className="sm:col-span-2">
          <SubmitButton submitting={isSubmitting}>{t('teacherRegister.submit')}</SubmitButton>
        </div>
      </form>
    </FormPage>
  );
}
