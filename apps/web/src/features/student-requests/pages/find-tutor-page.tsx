// /contact-student — 'Find a Tutor': a visitor posts a tuition request (StudentRequestFormSchema).
import { CLASSES, DEFAULTS, StudentRequestFormSchema, type StudentRequestFormInput, TIMINGS } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { SelectField, SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormPage } from '../../../components/form-page';
import { notify } from '../../../components/notification/notification-store';
import { errorMessage } from '../../../lib/api-client';
import { useCreateStudentRequest } from '../api/create-student-request';

const EMPTY: StudentRequestFormInput = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  class: '',
  subjects: '',
  timing: DEFAULTS.timing,
  city: DEFAULTS.city,
  area: DEFAULTS.area,
};

export default function FindTutorPage() {
  const { t } = useTranslation();
  const form = useZodForm(StudentRequestFormSchema, EMPTY);
  const { register, formState, reset } = form;
  const { errors, isSubmitting } = formState;
  const createRequest = useCreateStudentRequest();

  const onSubmit = form.submit(async (values) => {
    try {
      const { message } = await createRequest.mutateAsync(values);
      notify.success(message);
      reset(EMPTY);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(errorMessage(error));
    }
  });

  return (
    <FormPage documentTitle={t('findTutor.metaTitle')} title={t('findTutor.title')} intro={t('findTutor.intro')}>
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
          optional
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label={t('fields.class')}
          placeholder={t('fields.classPlaceholder')}
          options={CLASSES.map((value) => ({
            value,
            label: value === 'Bachelor' ? t('fields.bachelor') : t('fields.classOption', { value }),
          }))}
          error={errors.class?.message}
          {...register('class')}
        />
        <SelectField
          label={t('fields.timing')}
          options={TIMINGS.map((value) => ({ value, label: t(`options.timing.${value}`) }))}
          error={errors.timing?.message}
          {...register('timing')}
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
          <SubmitButton submitting={isSubmitting}>{t('findTutor.submit')}</SubmitButton>
        </div>
      </form>
    </FormPage>
  );
}
