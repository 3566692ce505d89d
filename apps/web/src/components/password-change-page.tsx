// /admin-password-update and /teacher-profile/change-password: the role's schema (an admin's new
// password also needs an uppercase letter), texts and profile. Success stores the fresh token (the old
// one stops working) and returns to the profile; failure stays here with the error shown.
import { AdminChangePasswordSchema, type SessionRole, TeacherChangePasswordSchema } from '@gharguru/contract';
import { useNavigate } from '../lib/router';
import { AppPage } from './app-page';
import { PasswordChangeForm } from './form/password-change-form';
import { useTranslation } from '../lib/i18n';
import { paths } from '../lib/paths';
import { useChangePassword } from '../lib/change-password';

const ROLES = {
  admin: {
    schema: AdminChangePasswordSchema,
    texts: 'admins',
    title: 'pages.adminPasswordUpdate',
    done: paths.adminProfile,
  },
  teacher: {
    schema: TeacherChangePasswordSchema,
    texts: 'teachers',
    title: 'pages.teacherChangePassword',
    done: paths.teacherProfile,
  },
} as const;

export function PasswordChangePage({ account: role }: { account: SessionRole }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePassword(role);
  const { schema, texts, title, done } = ROLES[role];
  return (
    <AppPage size="narrow" documentTitle={t(title)} title={t(title)} intro={t(`${texts}.password.intro`)}>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PasswordChangeForm
          schema={schema}
          newPasswordHint={t(`${texts}.password.newPasswordHint`)}
          changePassword={change.mutateAsync}
          onDone={() => navigate(done)}
        />
      </div>
    </AppPage>
  );
}
