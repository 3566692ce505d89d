// /admin-password-update: AdminChangePasswordSchema (requirements §5).
import { PasswordChangePage } from '../../../components/password-change-page';

export default function AdminPasswordUpdatePage() {
  return <PasswordChangePage account="admin" />;
}
