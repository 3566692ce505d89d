// Tuition requests from visitors, and the admin's list, status updates and deletes.
import {
  type ListQuery,
  MSG,
  type MatchState,
  type NotificationLanguage,
  type RequestCloseReason,
  type RequestProgress,
  type Status,
  type StudentRequest,
  type StudentRequestRecord,
  canonicalPlace,
} from '@gharguru/contract';
import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { requestPlaceColumns } from '../../db/columns.js';
import { matches, studentRequests, teachers, tuitions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findListPage, listTotal, newestMatchesPage, noTotal, pageOf } from '../../lib/paging.js';
import { preparedFor } from '../../lib/prepared.js';
import { deleteById, updateById } from '../../lib/require-found.js';
import { matchSearchText } from '../../lib/text-search.js';
import { notifyStudentRequestCreated } from '../notifications/notify.js';
import { type ReceivedRequest, findRecentDuplicate, resendRequestCode } from './recent-duplicate.js';
import { withFreshRequestCode } from './request-code.js';

type Ctx = Pick<AppContext, 'db'>;

/** What the admin sees of a request, with the offer the family chose (its name and teacher) while it exists. */
const requestColumns = {
  ...requestPlaceColumns,
  email: studentRequests.email,
  createdAt: studentRequests.createdAt,
  updatedAt: studentRequests.updatedAt,
  chosenId: tuitions.id,
  chosenName: tuitions.name,
  chosenTeacher: sql<string | null>`${teachers.firstName} || ' ' || ${teachers.lastName}`,
  closeReason: studentRequests.closeReason,
  /** The state of the request's newest match (the index on request and creation finds it). */
  matchState: sql<MatchState | null>`(select ${matches.state} from ${matches} where ${matches.requestId} = ${studentRequests.id} order by ${matches.createdAt} desc limit 1)`,
};

const PROGRESS_OF_MATCH: Partial<Record<MatchState, RequestProgress>> = {
  proposed: 'proposed',
  accepted: 'found',
  started: 'started',
  closed: 'closed',
};

/**
 * Where a request stands, from its newest match (issue 33). Without one (or after a decline or a
 * withdrawal) it is looking for a tutor, unless an admin closed it with a reason; a request an admin
 * completed before reasons existed keeps meaning "tutor found", as /track says.
 */
function progressOf(status: Status, matchState: MatchState | null, closeReason: RequestCloseReason | null) {
  const fromMatch = matchState ? PROGRESS_OF_MATCH[matchState] : undefined;
  if (fromMatch) return fromMatch;
  if (status === 'Pending') return 'looking';
  return closeReason ? 'closed' : 'found';
}

/** With `total`, each row also carries the list's total (lib/paging.ts). */
function selectRequests(db: Ctx['db'], total: SQL<number> = noTotal) {
  return withChosenOffer(
    db
      .select({ ...requestColumns, total })
      .from(studentRequests)
      .$dynamic(),
  );
}

/** The request's chosen offer and its teacher beside each request row (`requestColumns` reads them). */
function withChosenOffer<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(tuitions, eq(tuitions.id, studentRequests.tuitionId))
    .leftJoin(teachers, eq(teachers.id, tuitions.teacherId));
}

type RequestRow = Omit<Awaited<ReturnType<typeof selectRequests>>[number], 'total'>;

function toRecord({
  id,
  chosenId,
  chosenName,
  chosenTeacher,
  matchState,
  createdAt,
  updatedAt,
  ...row
}: RequestRow): StudentRequestRecord {
  return {
    _id: id,
    ...row,
    progress: progressOf(row.status, matchState, row.closeReason),
    tuition: chosenId && chosenName ? { _id: chosenId, name: chosenName, teacherName: chosenTeacher ?? '' } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * A visitor cannot choose the status: the schema has no such field and the column defaults to Pending.
 * A chosen offer must be listed (read under a share lock, so it cannot go while the request is
 * written). Returns the request code the family keeps to follow the request; a repeat of a request
 * of the last day returns no code: it is sent to the first request's mobile (and e-mail) instead
 * (decision 016, issue 26). The admins' and the family's notifications are written in the same
 * transaction (issue 11), in the form's language.
 */
export async function createStudentRequest({
  ctx,
  input,
  language = 'en',
  address,
}: {
  ctx: Pick<AppContext, 'db' | 'config' | 'counters'>;
  input: StudentRequest;
  language?: NotificationLanguage;
  /** The sender's address, which limits how often a repeat sends the code again. */
  address: string;
}): Promise<{ requestCode: string; alreadyReceived: false } | { alreadyReceived: true }> {
  const { tuitionId, ...typed } = input;
  // A known place is stored under its English name, whichever spelling was typed (issue 33).
  const request = { ...typed, city: canonicalPlace(typed.city), area: canonicalPlace(typed.area) };
  const outcome = await withFreshRequestCode((requestCode) =>
    ctx.db.transaction(async (tx): Promise<{ requestCode: string } | { received: ReceivedRequest }> => {
      // The same family's same request of the last day: nothing new (docs/decisions/016).
      const existing = await findRecentDuplicate(tx, request);
      if (existing) return { received: existing };
      if (tuitionId) {
        const [chosen] = await tx
          .select({ id: tuitions.id })
          .from(tuitions)
          .where(and(eq(tuitions.id, tuitionId), eq(tuitions.status, 'Completed')))
          .for('share');
        if (!chosen) throw new AppError('BAD_REQUEST', MSG.tutorNotListed, { tuitionId: MSG.tutorNotListed });
      }
      await tx.insert(studentRequests).values({
        ...request,
        email: request.email ?? null,
        status: 'Pending',
        requestCode,
        tuitionId: tuitionId ?? null,
        language,
      });
      await notifyStudentRequestCreated(
        { tx, publicUrl: ctx.config.notifications.publicUrl },
        { ...request, email: request.email ?? null, requestCode, language },
      );
      return { requestCode };
    }),
  );
  if ('requestCode' in outcome) return { requestCode: outcome.requestCode, alreadyReceived: false };
  await resendRequestCode({
    db: ctx.db,
    counters: ctx.counters,
    publicUrl: ctx.config.notifications.publicUrl,
    received: outcome.received,
    address,
  });
  return { alreadyReceived: true };
}

const newestFirst = [desc(studentRequests.createdAt), desc(studentRequests.id)];
const newestFirstKey = { table: studentRequests, id: studentRequests.id, createdAt: studentRequests.createdAt };

// Without a search (the dashboard's own call): one prepared statement, the page with the list's
// `listTotal` beside each row; a NULL limit is no limit.
const requestsPage = preparedFor((db) =>
  selectRequests(db, listTotal(studentRequests))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('student_requests_page'),
);

/** The admin's list of requests, newest first: a page of it, or a search, with the total when asked for. */
export async function findStudentRequests({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: ListQuery;
}): Promise<{ studentList: StudentRequestRecord[]; total?: number; totalIsLowerBound?: true }> {
  // names, mobile, e-mail, city, area, request code and subjects (schema.ts, migration 0010)
  const where = matchSearchText(query.q, studentRequests.searchText);
  const { rows, ...total } = await findListPage({
    query,
    count: { table: studentRequests, search: where },
    // A searched page: its matches walked once, newest first, for the page and the capped count.
    searchedRows: (search, window, cap) => {
      const page = newestMatchesPage(ctx.db, newestFirstKey, search, window, cap);
      return withChosenOffer(
        ctx.db
          .select({ ...requestColumns, total: page.total })
          .from(page)
          .innerJoin(studentRequests, eq(studentRequests.id, page.id))
          .$dynamic(),
      ).orderBy(desc(page.createdAt), desc(page.id));
    },
    // A search without a page counts exactly.
    rows: (window, total) =>
      where
        ? pageOf(
            selectRequests(ctx.db, total)
              .where(where)
              .orderBy(...newestFirst)
              .$dynamic(),
            window,
          )
        : requestsPage(ctx.db).execute({ limit: window?.limit ?? null, offset: window?.offset ?? 0 }),
  });
  return { studentList: rows.map(toRecord), ...total };
}

/**
 * Completing a request means a tutor was found: without an accepted (or started, or closed) match
 * it is refused, unless the admin closes it with a reason (issue 33). Pending reopens it.
 */
export async function updateStudentRequestStatus({
  ctx,
  id,
  status,
  closeReason,
}: {
  ctx: Ctx;
  id: string;
  status: Status;
  closeReason?: RequestCloseReason;
}): Promise<void> {
  if (status === 'Pending') {
    await updateById(ctx.db, studentRequests, id, { status, closeReason: null });
    return;
  }
  if (!closeReason) {
    const [tutor] = await ctx.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.requestId, id), inArray(matches.state, ['accepted', 'started', 'closed'])))
      .limit(1);
    // An unknown id is still a 404 (updateById), not this refusal.
    const [request] = await ctx.db
      .select({ id: studentRequests.id })
      .from(studentRequests)
      .where(eq(studentRequests.id, id));
    if (request && !tutor) throw new AppError('CONFLICT', MSG.requestCompleteNeedsMatch);
  }
  await updateById(ctx.db, studentRequests, id, { status, closeReason: closeReason ?? null });
}

export async function deleteStudentRequest({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  await deleteById(ctx.db, studentRequests, id);
}

/** One request as the admin sees it (the matching desk's request page); undefined for an unknown id. */
export async function findStudentRequestRecord({
  ctx,
  id,
}: {
  ctx: Ctx;
  id: string;
}): Promise<StudentRequestRecord | undefined> {
  const [row] = await selectRequests(ctx.db).where(eq(studentRequests.id, id)).limit(1);
  return row ? toRecord(row) : undefined;
}
