// /teacher-profile/edit (issue 14): the teacher edits names, mobile, degree, level, subjects and
// place with the registration's rules (TeacherProfileEditFormSchema); e-mail is shown, not editable.
// Issue 27 adds what families see (bio, experience, institution, gender, languages, modes, times)
// with a completeness meter. Success goes back to /teacher-profile; a failure keeps the subjects as
// comma-joined text.
import {
  GENDERS,
  TEACHING_LANGUAGES,
  TEACHING_MODES,
  TEACHING_TIMES,
  type TeacherProfile,
  TeacherProfileEditFormSchema,
  type TeacherProfileEditFormInput,
} from '@gharguru/contract';
import { Link, useNavigate } from '../../../lib/router';
import { AppPage } from '../../../components/app-page';
import { CommonField, SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form/field';
import { TeachingFields } from '../../../components/form/teaching-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { LoadError } from '../../../components/load-error';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { Spinner } from '../../../components/spinner';
import { registerPageTexts, useTranslation } from '../../../lib/i18n';
import { enTutorProfile } from '../../../lib/i18n/en-tutor-profile';
import { paths } from '../../../lib/paths';
import { useTeacherProfile } from '../api/get-teacher-profile';
import { useUpdateTeacherProfile } from '../api/update-teacher-profile';
import { ProfilePhotoField } from '../components/profile-photo-field';
import { ChoiceList } from '../../../components/form/choice-list';
import { CompletenessMeter } from '../components/completeness-meter';

// The names of languages, modes, times and genders (the directory's texts; Nepali has them loaded).
registerPageTexts(enTutorProfile);

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
    bio: profile.bio ?? '',
    experienceYears: profile.experienceYears === null ? '' : String(profile.experienceYears),
    institution: profile.institution ?? '',
    gender: profile.gender,
    languages: profile.languages,
    modes: profile.modes,
    times: profile.times,
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
      <PublicProfileFields form={form} />
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

type ProfileForm = ReturnType<typeof useZodForm<TeacherProfileEditFormInput, unknown>>;
type ChoiceField = 'languages' | 'modes' | 'times';

/** What families see (issue 27): the meter first, then the fields in the order families look at them. */
function PublicProfileFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const bio = String(form.watch('bio') ?? '');
  const choices = <T extends string>(name: ChoiceField, values: readonly T[], label: (value: T) => string) => {
    const error = form.formState.errors[name];
    return {
      options: values.map((value) => ({ value, label: label(value) })),
      value: (form.watch(name) ?? []) as T[],
      onChange: (next: T[]) =>
        form.setValue(name, next as TeacherProfileEditFormInput[ChoiceField], {
          shouldTouch: true,
          shouldValidate: true,
        }),
      error: error && { message: error.message, code: error.type },
    };
  };
  return (
    <>
      <div className="border-t border-slate-200 pt-5 sm:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('profileForm.publicProfile')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('profileForm.publicProfileIntro')}</p>
      </div>
      <CompletenessMeter
        draft={{
          bio,
          experienceYears: form.watch('experienceYears') as string,
          institution: form.watch('institution') as string,
          languages: form.watch('languages'),
          modes: form.watch('modes'),
          times: form.watch('times'),
        }}
      />
      {/* The photo goes here, first, as families look at it first: ProfilePhotoField from
          ../components/profile-photo-field.tsx (issue 27, the photo upload). */}
      <TextField
        label={t('profileForm.experienceYears')}
        hint={t('profileForm.experienceHint')}
        inputMode="numeric"
        optional
        {...form.field('experienceYears')}
      />
      <TextField
        label={t('profileForm.institution')}
        hint={t('profileForm.institutionHint')}
        optional
        {...form.field('institution')}
      />
      <TextAreaField
        label={t('profileForm.bio')}
        hint={`${t('profileForm.bioHint')} ${t('profileForm.bioCount', { count: bio.length })}`}
        rows={6}
        optional
        className="sm:col-span-2"
        {...form.field('bio')}
      />
      <ChoiceList
        legend={t('profileForm.languages')}
        className="sm:col-span-2"
        {...choices('languages', TEACHING_LANGUAGES, (value) => t(`tutorProfile.languages.${value}`))}
      />
      <ChoiceList
        legend={t('profileForm.modes')}
        {...choices('modes', TEACHING_MODES, (value) => t(`tutorProfile.modes.${value}`))}
      />
      <ChoiceList
        legend={t('profileForm.times')}
        {...choices('times', TEACHING_TIMES, (value) => t(`tutorProfile.times.${value}`))}
      />
      <SelectField
        label={t('profileForm.gender')}
        hint={t('profileForm.genderHint')}
        options={GENDERS.map((value) => ({ value, label: t(`tutorProfile.genders.${value}`) }))}
        {...form.field('gender')}
      />
    </>
  );
}
