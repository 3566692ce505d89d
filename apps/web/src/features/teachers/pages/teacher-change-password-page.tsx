// /teacher-profile/change-password: TeacherChangePasswordSchema. Success stores the fresh token (the
// old one stops working) and returns to the profile; failure stays here with the error shown.
import { TeacherChangePasswordSchema } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { AppPage } from '../../../components/app-page';
import { PasswordChangeForm } from '../../../components/form/password-change-form';
import { paths } from '../../../lib/paths';
import { useChangeTeacherPassword } from '../api/change-teacher-password';

export default function TeacherChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeTeacherPassword();
  return (
    <AppPage
      size="narrow"
      documentTitle={t('pages.teacherChangePassword')}
      title={t('pages.teacherChangePassword')}
      intro={t('teachers.password.intro')}
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PasswordChangeForm
          schema={TeacherChangePasswordSchema}
          newPasswordHint={t('teachers.password.newPasswordHint')}
          changePassword={change.mutateAsync}
          onDone={() => navigate(paths.teacherProfile)}
        />
      </div>
    </AppPage>
  );
}
