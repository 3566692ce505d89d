// Matches (issue 10): an admin proposes one, the teacher accepts or declines, an admin withdraws,
// starts or closes it. Every change is one transaction: the match, the request's status, the history
// row and the hooks (notifications) commit together or not at all.
import {
  type AdminMatch,
  type AdminMatchUpdateBody,
  type AdminMatchesQuery,
  type MatchActorRole,
  type MatchCloseReason,
  type MatchCreateBody,
  type MatchState,
  MSG,
  STARTED_ON_RANGE,
  type TeacherMatch,
  type TeacherMatchDecisionBody,
} from '@gharguru/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { matchEvents, matches, studentRequests, teachers, tuitions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { DEFAULT_PAGE_LIMIT } from '../../lib/paging.js';
import { daysBetween, nepalDay } from '../books/days.js';
import { type MatchChange, type MatchTx, afterMatchChange } from './match-hooks.js';
import { findAdminMatch, findAdminMatchPage, findTeacherMatch, findTeacherMatchList } from './match-views.js';
import { isActive, judgeMove } from './state-machine.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

interface Actor {
  role: MatchActorRole;
  id: string;
}

/** The partial unique index that keeps one active match per request (schema.ts). */
const ONE_ACTIVE_PER_REQUEST = 'matches_request_active_key';

function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const pgError = cause as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505' && (pgError.constraint === constraint || pgError.message.includes(constraint))) {
      return true;
    }
  }
  return false;
}

async function recordChange(
  ctx: Ctx,
  tx: MatchTx,
  change: {
    match: { id: string; requestId: string; teacherId: string };
    from: MatchState | null;
    to: MatchState;
    actor: Actor;
    note: string | null;
    start?: MatchChange['start'];
  },
) {
  const { match, from, to, actor, note, start } = change;
  await tx.insert(matchEvents).values({
    matchId: match.id,
    fromState: from,
    toState: to,
    actorRole: actor.role,
    actorId: actor.id,
    note,
  });
  await afterMatchChange(
    { tx, config: ctx.config },
    {
      matchId: match.id,
      requestId: match.requestId,
      teacherId: match.teacherId,
      from,
      to,
      actorRole: actor.role,
      actorId: actor.id,
      note,
      start,
    },
  );
}

/** POST /api/admin/matches: a proposal to the teacher (201); 409 while the request has an active match. */
export async function proposeMatch({
  ctx,
  adminId,
  input,
}: {
  ctx: Ctx;
  adminId: string;
  input: MatchCreateBody;
}): Promise<AdminMatch> {
  try {
    const id = await ctx.db.transaction(async (tx) => {
      // The request's row lock serializes two admins proposing for the same request at once.
      const [request] = await tx
        .select({ id: studentRequests.id })
        .from(studentRequests)
        .where(eq(studentRequests.id, input.requestId))
        .for('update');
      if (!request) throw new AppError('NOT_FOUND', MSG.matchRequestNotFound);
      const [teacher] = await tx
        .select({ id: teachers.id })
        .from(teachers)
        .where(eq(teachers.id, input.teacherId))
        .for('share');
      if (!teacher) throw new AppError('NOT_FOUND', MSG.matchTeacherNotFound);
      if (input.tuitionId) {
        const [offer] = await tx
          .select({ id: tuitions.id })
          .from(tuitions)
          .where(and(eq(tuitions.id, input.tuitionId), eq(tuitions.teacherId, input.teacherId)))
          .for('share');
        if (!offer) {
          throw new AppError('BAD_REQUEST', MSG.matchTuitionNotTeachers, { tuitionId: MSG.matchTuitionNotTeachers });
        }
      }
      const [active] = await tx
        .select({ id: matches.id })
        .from(matches)
        .where(and(eq(matches.requestId, input.requestId), inArray(matches.state, ['proposed', 'accepted', 'started'])))
        .limit(1);
      if (active) throw new AppError('CONFLICT', MSG.matchRequestTaken);
      const note = input.note ?? null;
      const [match] = await tx
        .insert(matches)
        .values({
          requestId: input.requestId,
          teacherId: input.teacherId,
          tuitionId: input.tuitionId ?? null,
          state: 'proposed',
          adminNote: note,
          proposedBy: adminId,
        })
        .returning({ id: matches.id, requestId: matches.requestId, teacherId: matches.teacherId });
      if (!match) throw new Error('the match insert returned no row');
      await recordChange(ctx, tx, { match, from: null, to: 'proposed', actor: { role: 'admin', id: adminId }, note });
      return match.id;
    });
    return await requireAdminMatch(ctx, id);
  } catch (error) {
    // Two proposals racing past the check: the index refuses the second.
    if (isUniqueViolationOf(error, ONE_ACTIVE_PER_REQUEST)) throw new AppError('CONFLICT', MSG.matchRequestTaken);
    throw error;
  }
}

async function requireAdminMatch(ctx: Ctx, id: string): Promise<AdminMatch> {
  const match = await findAdminMatch(ctx.db, id);
  if (!match) throw new AppError('NOT_FOUND', MSG.matchNotFound);
  return match;
}

/**
 * Moves a match to `to` in one transaction, or refuses with nothing written: 404 for an unknown
 * match, 403 for a teacher who is not its teacher, 409 for a move the state machine refuses.
 */
async function moveMatch({
  ctx,
  id,
  to,
  actor,
  note,
  closeReason,
  start,
}: {
  ctx: Ctx;
  id: string;
  to: MatchState;
  actor: Actor;
  note: string | null;
  closeReason?: MatchCloseReason;
  start?: MatchChange['start'];
}): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [match] = await tx.select().from(matches).where(eq(matches.id, id)).for('update');
    if (!match) throw new AppError('NOT_FOUND', MSG.matchNotFound);
    if (actor.role === 'teacher' && match.teacherId !== actor.id) throw new AppError('FORBIDDEN', MSG.matchNotYours);
    const verdict = judgeMove(match.state, to);
    if (!verdict.allowed) throw new AppError('CONFLICT', MSG[verdict.refusal]);
    if (verdict.by !== actor.role) throw new AppError('FORBIDDEN', MSG.forbidden);
    const now = new Date();
    await tx
      .update(matches)
      .set({
        state: to,
        ...(to === 'accepted' ? { acceptedAt: now } : {}),
        ...(isActive(to) ? {} : { endedAt: now }),
        ...(closeReason ? { closeReason } : {}),
        ...(to === 'started' && start ? { ...start, startedAt: now } : {}),
        ...(actor.role === 'teacher' ? { teacherNote: note } : note !== null ? { adminNote: note } : {}),
      })
      .where(eq(matches.id, id));
    // "Tutor found" (requirements TRACK-3): the family's tracking page shows the tutor.
    if (to === 'accepted') {
      await tx.update(studentRequests).set({ status: 'Completed' }).where(eq(studentRequests.id, match.requestId));
    }
    await recordChange(ctx, tx, { match, from: match.state, to, actor, note, start });
  });
}

/** A first lesson within STARTED_ON_RANGE of today in Nepal, or a 400 on the field. */
function checkedStartDay(startedOn: string): string {
  const today = nepalDay(new Date());
  const offset = daysBetween(today, startedOn);
  if (offset < -STARTED_ON_RANGE.daysBefore || offset > STARTED_ON_RANGE.daysAfter) {
    throw new AppError('BAD_REQUEST', MSG.startedOnOutOfRange, { startedOn: MSG.startedOnOutOfRange });
  }
  return startedOn;
}

/**
 * PUT /api/admin/matches/{id}: withdraw, start (with the agreed monthly fee and the first lesson,
 * which raise the books' charges in the same transaction: issue 29) or close (with a reason).
 */
export async function updateMatchByAdmin({
  ctx,
  adminId,
  id,
  input,
}: {
  ctx: Ctx;
  adminId: string;
  id: string;
  input: AdminMatchUpdateBody;
}): Promise<AdminMatch> {
  const start =
    input.state === 'started' && input.monthlyFee !== undefined && input.startedOn !== undefined
      ? { monthlyFee: input.monthlyFee, startedOn: checkedStartDay(input.startedOn) }
      : undefined;
  await moveMatch({
    ctx,
    id,
    to: input.state,
    actor: { role: 'admin', id: adminId },
    note: input.note ?? null,
    closeReason: input.closeReason,
    start,
  });
  return requireAdminMatch(ctx, id);
}

/** PUT /api/teacher/matches/{id}: the teacher accepts or declines a proposal. */
export async function decideMatch({
  ctx,
  teacherId,
  id,
  input,
}: {
  ctx: Ctx;
  teacherId: string;
  id: string;
  input: TeacherMatchDecisionBody;
}): Promise<TeacherMatch> {
  await moveMatch({
    ctx,
    id,
    to: input.decision === 'accept' ? 'accepted' : 'declined',
    actor: { role: 'teacher', id: teacherId },
    note: input.note ?? null,
  });
  const match = await findTeacherMatch(ctx.db, id);
  if (!match) throw new AppError('NOT_FOUND', MSG.matchNotFound);
  return match;
}

/** GET /api/admin/matches: filtered by state and request, newest first. */
export async function findAdminMatches({ ctx, query }: { ctx: Ctx; query: AdminMatchesQuery }) {
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  return findAdminMatchPage(ctx.db, {
    where: and(
      query.state ? eq(matches.state, query.state) : undefined,
      query.requestId ? eq(matches.requestId, query.requestId) : undefined,
    ),
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  });
}

/** The most matches a teacher's list returns (active ones first). */
export const TEACHER_MATCH_LIST_MAX = 100;

/** GET /api/teacher/matches: the teacher's proposals and students. */
export function findTeacherMatches({ ctx, teacherId }: { ctx: Ctx; teacherId: string }): Promise<TeacherMatch[]> {
  return findTeacherMatchList(ctx.db, teacherId, TEACHER_MATCH_LIST_MAX);
}
