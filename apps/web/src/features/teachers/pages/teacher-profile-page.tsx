// /teacher-profile: the teacher's own details with 'User Since', an 'Edit profile' link (issue 14) and
// a 'Change Password' button (spec sections 2 and 3).
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { AppPage } from '../../../components/app-page';
import { DetailList } from '../../../components/detail-list';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { degreeLabel, formatDate, levelLabel } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useTeacherProfile } from '../api/get-teacher-profile';

export default function TeacherProfilePage() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error } = useTeacherProfile();
  const profile = data?.profileData;

  return (
    <AppPage
      size="narrow"
      documentTitle={t('pages.teacherProfile')}
      title={t('pages.teacherProfile')}
      intro={t('teachers.profile.intro')}
      actions={
        <>
          <Link to={paths.teacherProfileEdit} className="btn-primary">
            {t('teachers.profile.edit')}
          </Link>
          <Link to={paths.teacherChangePassword} className="btn-secondary">
            {t('staff.changePassword')}
          </Link>
          <Link to={paths.teacherNotificationSettings} className="btn-secondary">
            {t('notifications.settings.link')}
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
            { label: t('teachers.profile.degree'), value: degreeLabel(t, profile.degree) },
            { label: t('teachers.profile.level'), value: levelLabel(t, profile.level) },
            { label: t('fields.subjects'), value: profile.subjects.join(', '), wide: true },
            { label: t('fields.city'), value: profile.city },
            { label: t('fields.area'), value: profile.area },
            { label: t('staff.userSince'), value: formatDate(i18n.language, profile.createdAt) },
          ]}
        />
      )}
    </AppPage>
  );
}
