// /teacher-profile/notifications: the teacher's notification settings (issue 11).
import { NotificationSettings } from '../components/notification-settings';

export default function TeacherNotificationSettingsPage() {
  return <NotificationSettings account="teacher" />;
}
