// /admin-login — admin sign-in (AdminLoginSchema): stores the session and opens the admin
// dashboard. A pending admin sees the server's 403 message.
import { loadAdminLoginSchema } from '../../../lib/form-schemas';
import { paths } from '../../../lib/paths';
import { useLoginAdmin } from '../api/login-admin';
import { SignInPage } from '../components/sign-in-page';

export default function AdminLoginPage() {
  return (
    <SignInPage
      schema={loadAdminLoginSchema}
      login={useLoginAdmin()}
      texts="adminLogin"
      dashboardPath={paths.adminDashboard}
      registerPath={paths.adminRegister}
    />
  );
}
