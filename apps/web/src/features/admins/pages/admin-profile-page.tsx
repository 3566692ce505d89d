// /admin-profile: the admin's own details, read-only, with 'Update Profile' (spec section 2).
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { AppPage } from '../../../components/app-page';
import { DetailList } from '../../../components/detail-list';
import { Spinner } from '../../../components/spinner';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../lib/paths';
import { useAdminProfile } from '../api/get-admin-profile';

export default function AdminProfilePage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useAdminProfile();
  const profile = data?.adminData;

  return (
    <AppPage
      size="narrow"
      documentTitle={t('pages.adminProfile')}
      title={t('pages.adminProfile')}
      intro={t('admins.profile.intro')}
      actions={
        <>
          <Link to={paths.adminProfileUpdate} className="btn-primary">
            {t('admins.profile.updateProfile')}
          </Link>
          <Link to={paths.adminNotificationSettings} className="btn-secondary">
            {t('notifications.settings.link')}
          </Link>
          <Link to={paths.adminOutbox} className="btn-secondary">
            {t('notifications.outboxLink')}
          </Link>
        </>
      }
    >
      {isLoading && <Spinner />}
      {error && <LoadError error={error} />}
      {profile && (
        <DetailList
          items={[
            { label: t('fields.firstName'), value: profile.firstName },
            { label: t('fields.lastName'), value: profile.lastName },
            { label: t('fields.mobile'), value: profile.mobile },
            { label: t('fields.email'), value: profile.email },
          ]}
        />
      )}
    </AppPage>
  );
}
