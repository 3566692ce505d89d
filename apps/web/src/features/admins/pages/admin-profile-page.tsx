// /admin-profile: the admin's own details, read-only, with 'Update Profile' (requirements §2).
import { AccountProfile } from '../../../components/account-profile';
import { useAdminProfile } from '../api/get-admin-profile';

export default function AdminProfilePage() {
  const profile = useAdminProfile();
  return <AccountProfile account="admin" query={profile} person={profile.data?.adminData} />;
}
