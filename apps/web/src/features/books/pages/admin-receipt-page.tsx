// /admin-dashboard/books/receipts/:id: a payment's receipt, to print or show on a phone (issue 29).
import { paths } from '../../../lib/paths';
import { ReceiptScreen } from '../components/receipt-screen';

export default function AdminReceiptPage() {
  return <ReceiptScreen reader="admin" back={paths.adminBooks} />;
}
