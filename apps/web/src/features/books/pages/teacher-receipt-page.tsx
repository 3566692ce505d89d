// /teacher-dashboard/receipts/:id: the receipt of a teacher's own payment, read-only (issue 29).
import { paths } from '../../../lib/paths';
import { ReceiptScreen } from '../components/receipt-screen';

export default function TeacherReceiptPage() {
  return <ReceiptScreen reader="teacher" back={paths.teacherDashboard} />;
}
