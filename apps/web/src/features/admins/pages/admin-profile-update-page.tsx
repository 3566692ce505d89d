// /admin-profile-update: mobile and e-mail are editable, first and last name are shown disabled
// (requirements §5), with a 'Change Password' button. Success goes back to /admin-profile.
import { type AdminProfile, AdminProfileEditSchema } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { AppPage } from '../../../components/app-page';
import { CommonField, SubmitButton } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { LoadError } from '../../../components/load-error';
import { PrivacyNotice } from '../../../components/privacy-notice';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { useAdminProfile } from '../api/get-admin-profile';
import { useUpdateAdminProfile } from '../api/update-admin-profile';

export default function AdminProfileUpdatePage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useAdminProfile();

  return (
    <AppPage
      size="narrow"
      documentTitle={t('pages.adminProfileUpdate')}
      title={t('pages.adminProfileUpdate')}
      intro={t('admins.profileUpdate.intro')}
      actions={
        <Link to={paths.adminPasswordUpdate} className="btn-secondary">
          {t('staff.changePassword')}
        </Link>
      }
    >
      {isLoading && <Spinner />}
      {error && <LoadError error={error} />}
      {/* The form mounts once the profile is known, so its default values are the stored ones. */}
      {data && <ProfileForm profile={data.adminData} />}
    </AppPage>
  );
}

function ProfileForm({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateAdminProfile();
  const form = useZodForm(AdminProfileEditSchema, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    mobile: profile.mobile,
    email: profile.email,
  });
  const onSubmit = form.submit(
    // The names are disabled, so the form leaves them out; the body of requirements API-8 still carries them.
    (values) => update.mutateAsync({ ...values, firstName: profile.firstName, lastName: profile.lastName }),
    { onSuccess: () => navigate(paths.adminProfile) },
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
    >
      <CommonField
        kind="firstName"
        hint={t('admins.profileUpdate.namesLocked')}
        disabled
        {...form.field('firstName', { disabled: true })}
      />
      <CommonField kind="lastName" disabled {...form.field('lastName', { disabled: true })} />
      <CommonField kind="mobile" autoComplete="tel" {...form.field('mobile')} />
      <CommonField kind="email" {...form.field('email')} />
      <PrivacyNotice className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SubmitButton submitting={form.formState.isSubmitting}>{t('staff.saveChanges')}</SubmitButton>
        <Link to={paths.adminProfile} className="btn-secondary">
          {t('staff.cancel')}
        </Link>
      </div>
    </form>
  );
}
