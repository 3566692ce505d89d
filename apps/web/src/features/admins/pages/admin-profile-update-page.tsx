// /admin-profile-update: mobile and e-mail are editable, first and last name are shown disabled
// (spec section 5), with a 'Change Password' button. Success goes back to /admin-profile.
import { type AdminProfile, AdminProfileEditSchema } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { AppPage } from '../../../components/app-page';
import { SubmitButton, TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../components/notification/notification-store';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
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
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = form.submit(async (values) => {
    try {
      // The names are disabled, so the form leaves them out; the spec's body still carries them.
      const { message } = await update.mutateAsync({
        ...values,
        firstName: profile.firstName,
        lastName: profile.lastName,
      });
      notify.success(message);
      await navigate(paths.adminProfile);
    } catch (failure) {
      form.showServerErrors(failure);
      notify.error(errorMessage(failure));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
    >
      <TextField
        label={t('fields.firstName')}
        hint={t('admins.profileUpdate.namesLocked')}
        autoComplete="given-name"
        disabled
        {...register('firstName', { disabled: true })}
      />
      <TextField
        label={t('fields.lastName')}
        autoComplete="family-name"
        disabled
        {...register('lastName', { disabled: true })}
      />
      <TextField
        label={t('fields.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
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
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SubmitButton submitting={isSubmitting}>{t('staff.saveChanges')}</SubmitButton>
        <Link to={paths.adminProfile} className="btn-secondary">
          {t('staff.cancel')}
        </Link>
      </div>
    </form>
  );
}
