// /admin-profile/notifications: the admin's notification settings (issue 11).
import { NotificationSettings } from '../components/notification-settings';

export default function AdminNotificationSettingsPage() {
  return <NotificationSettings account="admin" />;
}
