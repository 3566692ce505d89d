// /login — teacher sign-in (TeacherLoginSchema): stores the session and opens the teacher dashboard.
import { TeacherLoginSchema } from '@gharguru/contract/forms';
import { paths } from '../../../lib/paths';
import { useLoginTeacher } from '../api/login-teacher';
import { SignInPage } from '../components/sign-in-page';

export default function TeacherLoginPage() {
  return (
    <SignInPage
      schema={TeacherLoginSchema}
      login={useLoginTeacher()}
      texts="teacherLogin"
      dashboardPath={paths.teacherDashboard}
      registerPath={paths.teacherRegister}
    />
  );
}
