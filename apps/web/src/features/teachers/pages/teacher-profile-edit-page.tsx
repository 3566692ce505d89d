// /teacher-profile/edit (issue 14): the teacher edits names, mobile, degree, level, subjects and
// place with the registration's rules (TeacherProfileEditFormSchema); e-mail is shown, not editable.
// Success goes back to /teacher-profile; a failure keeps the subjects as comma-joined text.
import {
  type TeacherProfile,
  TeacherProfileEditFormSchema,
  type TeacherProfileEditFormInput,
} from '@gharguru/contract';
import { Link, useNavigate } from '../../../lib/router';
import { AppPage } from '../../../components/app-page';
import { CommonField, SubmitButton, TextField } from '../../../components/form/field';
import { TeachingFields } from '../../../components/form/teaching-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { LoadError } from '../../../components/load-error';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTeacherProfile } from '../api/get-teacher-profile';
import { useUpdateTeacherProfile } from '../api/update-teacher-profile';
import { ProfilePhotoField } from '../components/profile-photo-field';

export default function TeacherProfileEditPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useTeacherProfile();

  return (
    <AppPage
      size="narrow"
      documentTitle={t('pages.teacherProfileEdit')}
      title={t('pages.teacherProfileEdit')}
      intro={t('teachers.profileEdit.intro')}
    >
      {isLoading && <Spinner />}
      {error && <LoadError error={error} />}
      {/* The form mounts once the profile is known, so its default values are the stored ones. */}
      {data && (
        <ProfilePhotoField
          name={`${data.profileData.firstName} ${data.profileData.lastName}`}
          photo={data.profileData.photo}
        />
      )}
      {data && <ProfileEditForm profile={data.profileData} />}
    </AppPage>
  );
}

function formValues(profile: TeacherProfile): TeacherProfileEditFormInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    mobile: profile.mobile,
    degree: profile.degree as TeacherProfileEditFormInput['degree'],
    level: profile.level as TeacherProfileEditFormInput['level'],
    subjects: profile.subjects.join(', '),
    city: profile.city,
    area: profile.area,
  };
}

function ProfileEditForm({ profile }: { profile: TeacherProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateTeacherProfile();
  const form = useZodForm(TeacherProfileEditFormSchema, formValues(profile));
  const onSubmit = form.submit((values) => update.mutateAsync(values), {
    onSuccess: () => navigate(paths.teacherProfile),
    onFailure: (values) => form.setValue('subjects', values.subjects.join(', ')),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
    >
      <CommonField kind="firstName" {...form.field('firstName')} />
      <CommonField kind="lastName" {...form.field('lastName')} />
      <CommonField kind="mobile" {...form.field('mobile')} />
      <TextField
        label={t('fields.email')}
        hint={t('teachers.profileEdit.emailLocked')}
        type="email"
        value={profile.email}
        disabled
        readOnly
      />
      <TeachingFields field={form.field} />
      <PrivacyNotice className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SubmitButton submitting={form.formState.isSubmitting}>{t('staff.saveChanges')}</SubmitButton>
        <Link to={paths.teacherProfile} className="btn-secondary">
          {t('staff.cancel')}
        </Link>
      </div>
    </form>
  );
}
