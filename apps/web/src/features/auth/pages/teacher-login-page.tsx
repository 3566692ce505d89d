// /login — teacher sign-in (TeacherLoginSchema): stores the session and opens the teacher dashboard.
import { loadTeacherLoginSchema } from '../../../lib/form-schemas';
import { paths } from '../../../lib/paths';
import { useLoginTeacher } from '../api/login-teacher';
import { SignInPage } from '../components/sign-in-page';

export default function TeacherLoginPage() {
  return (
    <SignInPage
      schema={loadTeacherLoginSchema}
      login={useLoginTeacher()}
      texts="teacherLogin"
      dashboardPath={paths.teacherDashboard}
      registerPath={paths.teacherRegister}
    />
  );
}
