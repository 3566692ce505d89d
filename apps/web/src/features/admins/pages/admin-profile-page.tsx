// /admin-profile: the admin's own details, read-only, with 'Update Profile' (spec section 2).
import { AccountProfile } from '../../../components/account-profile';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAdminProfile } from '../api/get-admin-profile';

export default function AdminProfilePage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useAdminProfile();
  const profile = data?.adminData;

  return (
    <AccountProfile
      title={t('pages.adminProfile')}
      intro={t('admins.profile.intro')}
      links={[
        { to: paths.adminProfileUpdate, label: t('admins.profile.updateProfile') },
        { to: paths.adminNotificationSettings, label: t('notifications.settings.link') },
        { to: paths.adminOutbox, label: t('notifications.outboxLink') },
      ]}
      isLoading={isLoading}
      error={error}
      details={
        profile && [
          { label: t('fields.firstName'), value: profile.firstName },
          { label: t('fields.lastName'), value: profile.lastName },
          { label: t('fields.mobile'), value: profile.mobile },
          { label: t('fields.email'), value: profile.email },
        ]
      }
    />
  );
}
