// Route guards. They read the session through useSession(), so a sign-in or logout in this tab (or a
// change of path) re-evaluates them at once.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '../../lib/router';
import { useSession } from '../../lib/session';
import { type GuardDecision, decideAdmin, decideEntry, decideTeacher } from './guard-rules';
// Staff pages validate their forms with classic Zod: without compiling (CSP), before any page runs.
import '../../lib/zod-jitless';

function Apply({ decision, children }: { decision: GuardDecision; children: ReactNode }) {
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace={decision.replace} />;
  if (decision.kind === 'empty') return null;
  return children;
}

/** The index route '/': sends each visitor where they belong. */
export function EntryGuard() {
  const { accessToken, role } = useSession();
  return <Apply decision={decideEntry({ token: accessToken, role })}>{null}</Apply>;
}

/** Wraps the routes of one signed-in area with its rule. */
function AreaGuard({ decide }: { decide: typeof decideAdmin }) {
  const { accessToken, role } = useSession();
  const { pathname } = useLocation();
  return (
    <Apply decision={decide({ token: accessToken, role, pathname })}>
      <Outlet />
    </Apply>
  );
}

/** Wraps the admin routes. */
export function AdminGuard() {
  return <AreaGuard decide={decideAdmin} />;
}

/** Wraps the teacher routes. */
export function TeacherGuard() {
  return <AreaGuard decide={decideTeacher} />;
}

/**
 * Any other path: a signed-in admin or teacher is sent to their dashboard by their guard's
 * "outside the list" rule; anyone else sees the not-found page.
 */
export function FallbackGuard({ notFound }: { notFound: ReactNode }) {
  const { accessToken, role } = useSession();
  const { pathname } = useLocation();
  if (accessToken && role === 'admin') {
    return <Apply decision={decideAdmin({ token: accessToken, role, pathname })}>{notFound}</Apply>;
  }
  if (accessToken && role === 'teacher') {
    return <Apply decision={decideTeacher({ token: accessToken, role, pathname })}>{notFound}</Apply>;
  }
  return notFound;
}
