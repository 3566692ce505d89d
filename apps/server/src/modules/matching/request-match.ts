// The tutor a family's tracking page shows once a teacher accepted (issue 10): "Tutor found: Ram T.,
// Maths and Science". Only the teacher's display name, never their contact.
import { type RequestMatch, subjectKeys } from '@gharguru/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { matches, studentRequests, teachers, tuitions } from '../../db/schema.js';

type Ctx = Pick<AppContext, 'db'>;

/** The request's subjects the teacher teaches (by key), in the family's words; all of them if none match. */
function taughtSubjects(requested: readonly string[], taught: readonly string[]): string[] {
  const keys = new Set(subjectKeys(taught));
  const covered = requested.filter((subject) => keys.has(subjectKeys([subject])[0] ?? ''));
  return covered.length > 0 ? covered : [...requested];
}

/** The accepted (or started) match of a request, as the family sees it; undefined before that. */
export async function findRequestMatch({
  ctx,
  requestId,
}: {
  ctx: Ctx;
  requestId: string;
}): Promise<RequestMatch | undefined> {
  const [row] = await ctx.db
    .select({
      acceptedAt: matches.acceptedAt,
      firstName: teachers.firstName,
      lastName: teachers.lastName,
      teacherSubjects: teachers.subjects,
      offerSubjects: tuitions.subjects,
      requestSubjects: studentRequests.subjects,
    })
    .from(matches)
    .innerJoin(teachers, eq(teachers.id, matches.teacherId))
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .leftJoin(tuitions, eq(tuitions.id, matches.tuitionId))
    .where(and(eq(matches.requestId, requestId), inArray(matches.state, ['accepted', 'started'])))
    .orderBy(desc(matches.acceptedAt))
    .limit(1);
  if (!row?.acceptedAt) return undefined;
  const initial = row.lastName.trim().slice(0, 1).toUpperCase();
  return {
    teacherDisplayName: initial ? `${row.firstName} ${initial}.` : row.firstName,
    subjects: taughtSubjects(row.requestSubjects, row.offerSubjects ?? row.teacherSubjects),
    since: row.acceptedAt.toISOString(),
  };
}

/** Whether a match of the request was accepted and then closed (the tuition ended). */
export async function hasClosedMatch({ ctx, requestId }: { ctx: Ctx; requestId: string }): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.requestId, requestId), eq(matches.state, 'closed')))
    .limit(1);
  return row !== undefined;
}
