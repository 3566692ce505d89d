// Matches as the admin and as their teacher see them, with their history (issue 10).
import type { AdminMatch, MatchEvent, MatchState, TeacherMatch } from '@gharguru/contract';
import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offerSummaryColumns, requestPlaceColumns, teacherPlaceColumns } from '../../db/columns.js';
import { admins, matchEvents, matches, studentRequests, teachers, tuitions } from '../../db/schema.js';
import { findPage, noTotal, totalBeside } from '../../lib/paging.js';
import type { MatchTx } from './match-hooks.js';

type Reader = Db | MatchTx;

/** The teacher sees the family's name and mobile number only in these states (after accepting). */
const CONTACT_SHARED: ReadonlySet<MatchState> = new Set(['accepted', 'started']);

/** "Sita K.": first name and last initial, as the directory shows a person. */
export function displayName(firstName: string | null, lastName: string | null): string | null {
  if (firstName === null) return null;
  const initial = lastName?.trim().slice(0, 1).toUpperCase();
  return initial ? `${firstName} ${initial}.` : firstName;
}

const matchColumns = {
  match: matches,
  request: requestPlaceColumns,
  teacher: teacherPlaceColumns,
  tuition: offerSummaryColumns,
};

/** With `total`, each row also carries the admin list's total (lib/paging.ts). */
function selectMatches(db: Reader, total: SQL<number> = noTotal) {
  return db
    .select({ ...matchColumns, total })
    .from(matches)
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .innerJoin(teachers, eq(teachers.id, matches.teacherId))
    .leftJoin(tuitions, eq(tuitions.id, matches.tuitionId));
}

type MatchRow = Omit<Awaited<ReturnType<typeof selectMatches>>[number], 'total'>;

interface EventRow {
  matchId: string;
  event: MatchEvent;
}

/** The history of the given matches, oldest first, with the actor's display name. */
async function findHistory(db: Reader, matchIds: string[]): Promise<Map<string, MatchEvent[]>> {
  const history = new Map<string, MatchEvent[]>(matchIds.map((id) => [id, []]));
  if (matchIds.length === 0) return history;
  const rows = await db
    .select({
      matchId: matchEvents.matchId,
      fromState: matchEvents.fromState,
      toState: matchEvents.toState,
      actorRole: matchEvents.actorRole,
      note: matchEvents.note,
      at: matchEvents.at,
      adminFirst: admins.firstName,
      adminLast: admins.lastName,
      teacherFirst: teachers.firstName,
      teacherLast: teachers.lastName,
    })
    .from(matchEvents)
    .leftJoin(admins, and(eq(matchEvents.actorRole, 'admin'), eq(admins.id, matchEvents.actorId)))
    .leftJoin(teachers, and(eq(matchEvents.actorRole, 'teacher'), eq(teachers.id, matchEvents.actorId)))
    .where(inArray(matchEvents.matchId, matchIds))
    .orderBy(asc(matchEvents.at), asc(matchEvents.id));
  const events: EventRow[] = rows.map((row) => ({
    matchId: row.matchId,
    event: {
      fromState: row.fromState,
      toState: row.toState,
      actorRole: row.actorRole,
      actorName:
        row.actorRole === 'admin'
          ? displayName(row.adminFirst, row.adminLast)
          : displayName(row.teacherFirst, row.teacherLast),
      note: row.note,
      at: row.at.toISOString(),
    },
  }));
  for (const { matchId, event } of events) history.get(matchId)?.push(event);
  return history;
}

function commonOf(row: MatchRow, history: MatchEvent[]) {
  const { match, tuition } = row;
  return {
    _id: match.id,
    state: match.state,
    closeReason: match.closeReason,
    teacherNote: match.teacherNote,
    tuition: tuition
      ? {
          _id: tuition.id,
          name: tuition.name,
          subjects: tuition.subjects,
          forClass: tuition.forClass,
          price: tuition.price,
          priceType: tuition.priceType,
        }
      : null,
    monthlyFee: match.monthlyFee,
    startedOn: match.startedOn,
    createdAt: match.createdAt.toISOString(),
    acceptedAt: match.acceptedAt?.toISOString() ?? null,
    endedAt: match.endedAt?.toISOString() ?? null,
    updatedAt: match.updatedAt.toISOString(),
    history,
  };
}

function toAdminMatch(row: MatchRow, history: MatchEvent[]): AdminMatch {
  const { request, teacher } = row;
  return {
    ...commonOf(row, history),
    adminNote: row.match.adminNote,
    request: {
      _id: request.id,
      requestCode: request.requestCode,
      firstName: request.firstName,
      lastName: request.lastName,
      mobile: request.mobile,
      class: request.class,
      subjects: request.subjects,
      timing: request.timing,
      city: request.city,
      area: request.area,
      status: request.status,
    },
    teacher: {
      _id: teacher.id,
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      mobile: teacher.mobile,
      level: teacher.level,
      city: teacher.city,
      area: teacher.area,
      verified: teacher.verifiedAt !== null,
    },
  };
}

/**
 * The teacher's view: the family's name and mobile only once accepted; the admin's notes never
 * (an admin may write a phone number in one), the teacher's own notes as written.
 */
function toTeacherMatch(row: MatchRow, history: MatchEvent[]): TeacherMatch {
  const { match, request } = row;
  return {
    ...commonOf(
      row,
      history.map((event) => (event.actorRole === 'admin' ? { ...event, note: null } : event)),
    ),
    request: {
      class: request.class,
      subjects: request.subjects,
      timing: request.timing,
      city: request.city,
      area: request.area,
    },
    family: CONTACT_SHARED.has(match.state)
      ? { firstName: request.firstName, lastName: request.lastName, mobile: request.mobile }
      : null,
  };
}

async function withHistory<T>(db: Reader, rows: MatchRow[], view: (row: MatchRow, history: MatchEvent[]) => T) {
  const history = await findHistory(
    db,
    rows.map((row) => row.match.id),
  );
  return rows.map((row) => view(row, history.get(row.match.id) ?? []));
}

export async function findAdminMatch(db: Reader, id: string): Promise<AdminMatch | undefined> {
  const rows = await selectMatches(db).where(eq(matches.id, id)).limit(1);
  const [view] = await withHistory(db, rows, toAdminMatch);
  return view;
}

export async function findTeacherMatch(db: Reader, id: string): Promise<TeacherMatch | undefined> {
  const rows = await selectMatches(db).where(eq(matches.id, id)).limit(1);
  const [view] = await withHistory(db, rows, toTeacherMatch);
  return view;
}

/** The admin's list, newest first, with its total. */
export async function findAdminMatchPage(
  db: Reader,
  options: { where: SQL | undefined; limit: number; offset: number },
): Promise<{ matches: AdminMatch[]; total: number }> {
  const { rows, total } = await findPage({ limit: options.limit, offset: options.offset }, (window) =>
    selectMatches(db, totalBeside(matches, options.where))
      .where(options.where)
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  return { matches: await withHistory(db, rows, toAdminMatch), total };
}

/** Teacher's matches: active ones first, then the newest; at most `limit`. */
export async function findTeacherMatchList(db: Reader, teacherId: string, limit: number): Promise<TeacherMatch[]> {
  const rows = await selectMatches(db)
    .where(eq(matches.teacherId, teacherId))
    .orderBy(
      sql`case when ${matches.state} in ('proposed', 'accepted', 'started') then 0 else 1 end`,
      desc(matches.createdAt),
      desc(matches.id),
    )
    .limit(limit);
  return withHistory(db, rows, toTeacherMatch);
}
