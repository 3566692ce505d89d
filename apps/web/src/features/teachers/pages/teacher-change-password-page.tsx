// /teacher-profile/change-password: TeacherChangePasswordSchema (requirements §5).
import { PasswordChangePage } from '../../../components/password-change-page';

export default function TeacherChangePasswordPage() {
  return <PasswordChangePage account="teacher" />;
}
