// /teacher-profile: the teacher's own details with 'User Since', an 'Edit profile' link (issue 14) and
// a 'Change Password' button (spec sections 2 and 3).
import { AccountProfile } from '../../../components/account-profile';
import { degreeLabel, formatDate, levelLabel } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTeacherProfile } from '../api/get-teacher-profile';

export default function TeacherProfilePage() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error } = useTeacherProfile();
  const profile = data?.profileData;

  return (
    <AccountProfile
      title={t('pages.teacherProfile')}
      intro={t('teachers.profile.intro')}
      links={[
        { to: paths.teacherProfileEdit, label: t('teachers.profile.edit') },
        { to: paths.teacherChangePassword, label: t('staff.changePassword') },
        { to: paths.teacherNotificationSettings, label: t('notifications.settings.link') },
      ]}
      isLoading={isLoading}
      error={error}
      details={
        profile && [
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
        ]
      }
    />
  );
}
