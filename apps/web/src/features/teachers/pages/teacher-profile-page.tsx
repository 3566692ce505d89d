// /teacher-profile: the teacher's own details with 'User Since', an 'Edit profile' link (issue 14) and
// a 'Change Password' button (requirements §2, §3).
import { AccountProfile } from '../../../components/account-profile';
import { degreeLabel, formatDate, levelLabel } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useTeacherProfile } from '../api/get-teacher-profile';

export default function TeacherProfilePage() {
  const { t, i18n } = useTranslation();
  const query = useTeacherProfile();
  const profile = query.data?.profileData;

  return (
    <AccountProfile
      account="teacher"
      query={query}
      person={profile}
      more={
        profile && [
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
