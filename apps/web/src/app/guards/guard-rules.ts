// The redirect rules of requirements §2 as pure functions, so each rule is tested on its own.
import { matchPath } from '../../lib/router';
import { paths } from '../../lib/paths';
import { patternsFor } from '../../lib/route-manifest';

export type GuardInput = { token: string | null; role: string | null; pathname: string };

export type GuardDecision = { kind: 'render' } | { kind: 'empty' } | { kind: 'redirect'; to: string; replace: boolean };

const render: GuardDecision = { kind: 'render' };
const empty: GuardDecision = { kind: 'empty' };
const redirect = (to: string, replace: boolean): GuardDecision => ({ kind: 'redirect', to, replace });

/** On '/': visitors go home and teachers to their dashboard (history replaced); admins are pushed. */
export function decideEntry({ token, role }: Omit<GuardInput, 'pathname'>): GuardDecision {
  if (!token) return redirect(paths.home, true);
  if (role === 'teacher') return redirect(paths.teacherDashboard, true);
  if (role === 'admin') return redirect(paths.adminDashboard, false);
  return empty;
}

const ADMIN_PATTERNS = patternsFor('admin');
const TEACHER_PATTERNS = patternsFor('teacher');
const isAdminPath = (pathname: string) => ADMIN_PATTERNS.some((pattern) => matchPath(pattern, pathname));
const isTeacherPath = (pathname: string) => TEACHER_PATTERNS.some((pattern) => matchPath(pattern, pathname));

export function decideAdmin({ token, role, pathname }: GuardInput): GuardDecision {
  if (!token || role !== 'admin') return redirect(paths.home, true);
  if (!isAdminPath(pathname)) return redirect(paths.adminDashboard, true);
  return render;
}

export function decideTeacher({ token, role, pathname }: GuardInput): GuardDecision {
  if (!token) return redirect(paths.home, true);
  if (role !== 'teacher') return empty;
  if (!isTeacherPath(pathname)) return redirect(paths.teacherDashboard, true);
  return render;
}
