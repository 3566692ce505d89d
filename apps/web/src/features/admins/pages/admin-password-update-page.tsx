// /admin-password-update: AdminChangePasswordSchema. Success stores the fresh token (the old one
// stops working) and returns to the profile; failure stays here with the error shown.
import { AdminChangePasswordSchema } from '@gharguru/contract';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { AppPage } from '../../../components/app-page';
import { PasswordChangeForm } from '../../../components/form/password-change-form';
import { paths } from '../../../lib/paths';
import { useChangeAdminPassword } from '../api/change-admin-password';

export default function AdminPasswordUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeAdminPassword();
  return (
    <AppPage
      size="narrow"
      documentTitle={t('pages.adminPasswordUpdate')}
      title={t('pages.adminPasswordUpdate')}
      intro={t('admins.password.intro')}
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PasswordChangeForm
          schema={AdminChangePasswordSchema}
          newPasswordHint={t('admins.password.newPasswordHint')}
          changePassword={change.mutateAsync}
          onDone={() => navigate(paths.adminProfile)}
        />
      </div>
    </AppPage>
  );
}
