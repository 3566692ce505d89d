// Tuition posts: a teacher's own posts (add, list, view, edit, delete) and the admin's view of all.
import {
  AdminTuitionRecordSchema,
  MSG,
  say,
  subjectKeys,
  type ListQuery,
  type Status,
  type Tuition,
  TuitionRecordSchema,
} from '@gharguru/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { isoText } from '../../db/columns.js';
import { joinedRecords, jsonRecord, jsonRecordWhen, jsonRecordsText, jsonText } from '../../db/json-record.js';
import { teachers, tuitions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { countOf, findListPage, pageOf, pageWindow, recordsPage } from '../../lib/paging.js';
import { preparedFor, withFlatRows } from '../../lib/prepared.js';
import { deleteById, requireFound } from '../../lib/require-found.js';
import { matchAnyColumn, wordsOf } from '../../lib/text-search.js';
import { forgetDirectoryFacets } from '../directory/facets-cache.js';
import { notifyOfferStatusChanged } from '../notifications/notify.js';
import { confirmAccount, lookUpAccount, pendingAccountId, teacherAccountColumns } from '../../plugins/auth.js';

type Ctx = Pick<AppContext, 'db'>;

/**
 * A post as its teacher sees it, and with its teacher's name as an admin sees it, written as JSON
 * text by the database (db/json-record.ts, decision 031): the answers' lists are these texts as they
 * came, with exactly the contract's fields. The price is written as JavaScript writes the number
 * (`float8`: `800`, not the column's `800.00`), the timestamps as `toISOString` does (`isoText`).
 */
const postFields = {
  _id: tuitions.id,
  name: tuitions.name,
  subjects: tuitions.subjects,
  forClass: tuitions.forClass,
  price: sql`${tuitions.price}::float8`,
  priceType: tuitions.priceType,
  teacherDetails: tuitions.teacherDetails,
  status: tuitions.status,
  listed: sql`${tuitions.status} = 'Completed'`,
  teacherId: tuitions.teacherId,
  createdAt: isoText(tuitions.createdAt),
  updatedAt: isoText(tuitions.updatedAt),
};
const postRecord = jsonRecord(TuitionRecordSchema, postFields);
const postRecordText = jsonText(postRecord);

const newestFirst = [desc(tuitions.createdAt), desc(tuitions.id)];
const teacherFullName = sql<string>`${teachers.firstName} || ' ' || ${teachers.lastName}`;
const adminPostRecordText = jsonText(
  jsonRecord(AdminTuitionRecordSchema, { ...postFields, teacherName: teacherFullName }),
);
const postsWithTeachers = sql`${tuitions} inner join ${teachers} on ${teachers.id} = ${tuitions.teacherId}`;
const subjectsText = wordsOf(tuitions.subjects);

/**
 * Columns for add and edit: details left out of an edit stay as they were; empty details mean none.
 * The subject keys the directory filters by are written with the subjects.
 */
function tuitionValues(input: Tuition) {
  const { teacherDetails, ...fields } = input;
  const withKeys = { ...fields, subjectKeys: subjectKeys(fields.subjects) };
  return teacherDetails === undefined ? withKeys : { ...withKeys, teacherDetails: teacherDetails || null };
}

export async function createTuition({
  ctx,
  teacherId,
  input,
}: {
  ctx: Ctx;
  teacherId: string;
  input: Tuition;
}): Promise<void> {
  await ctx.db.insert(tuitions).values({
    ...tuitionValues(input),
    teacherId,
    // The directory's copies of the teacher's verification, place and level (db/schema.ts).
    teacherVerified: sql`(select ${teachers.verifiedAt} is not null from ${teachers} where ${teachers.id} = ${teacherId})`,
    teacherCityKey: sql`(select lower(${teachers.city}) from ${teachers} where ${teachers.id} = ${teacherId})`,
    teacherAreaKey: sql`(select lower(${teachers.area}) from ${teachers} where ${teachers.id} = ${teacherId})`,
    teacherLevel: sql`(select ${teachers.level} from ${teachers} where ${teachers.id} = ${teacherId})`,
  });
}

// Without a search (the dashboard's own call) one prepared statement reads the teacher's account
// (the token's check, plugins/auth.ts `in-statement`), the total and the page's records as one text
// (db/json-record.ts `jsonRecordsText`): one row, found whenever the account exists, however long or
// empty the page; a NULL limit is no limit. The total names the placeholder, not the outer row, so
// it is one InitPlan, run once.
const ownPosts = eq(tuitions.teacherId, sql.placeholder('teacherId'));
const ownPostsWithAccount = preparedFor((db) =>
  withFlatRows(
    db
      .select({
        ...teacherAccountColumns,
        total: countOf(tuitions, ownPosts),
        records: jsonRecordsText(
          db
            .select({ record: postRecordText })
            .from(tuitions)
            .where(ownPosts)
            .orderBy(...newestFirst)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        ),
      })
      .from(teachers)
      .where(eq(teachers.id, sql.placeholder('teacherId')))
      .prepare('own_posts_with_account'),
  ),
);

/**
 * The teacher's own posts as the JSON texts of their records joined by commas (decision 031), with
 * the total when asked for.
 */
export async function listTeacherTuitions({
  ctx,
  request,
  query,
}: {
  ctx: Ctx;
  /** A request of an `in-statement` route: the token's account is confirmed here. */
  request: FastifyRequest;
  query: ListQuery;
}): Promise<{ records: string; total?: number; totalIsLowerBound?: boolean }> {
  const search = matchAnyColumn(query.q, [tuitions.name, subjectsText]);
  if (search) {
    const teacherId = (await lookUpAccount(request)).id;
    const where = and(eq(tuitions.teacherId, teacherId), search);
    const { rows, ...total } = await findListPage({
      query,
      count: { table: tuitions, search: where },
      rows: (window, total) =>
        pageOf(
          ctx.db
            .select({ record: postRecordText, total })
            .from(tuitions)
            .where(where)
            .orderBy(...newestFirst)
            .$dynamic(),
          window,
        ),
    });
    return { records: joinedRecords(rows), ...total };
  }
  const window = pageWindow(query);
  const [row] = await ownPostsWithAccount(ctx.db).execute({
    teacherId: pendingAccountId(request),
    limit: window?.limit ?? null,
    offset: window?.offset ?? 0,
  });
  confirmAccount(request, row);
  return recordsPage(query, row!);
}

/**
 * Tells apart "no such post" (404) and "someone else's post" (403) after an owner-only query
 * found nothing; the owner's own path never pays for this second look-up.
 */
async function refuseNotOwned(ctx: Ctx, id: string): Promise<never> {
  const [row] = await ctx.db.select({ id: tuitions.id }).from(tuitions).where(eq(tuitions.id, id)).limit(1);
  throw row ? new AppError('FORBIDDEN', MSG.forbidden) : new AppError('NOT_FOUND', say('noDataForId', { id }));
}

const ownedBy = (teacherId: string, id: string) => and(eq(tuitions.id, id), eq(tuitions.teacherId, teacherId));

/**
 * One post of the signed-in teacher, with the account's check (plugins/auth.ts `in-statement`) in
 * the same statement: the account's row, and the post left-joined to it when it is theirs (its
 * record null when not).
 */
const joinedPostText = jsonText(jsonRecordWhen(sql`${tuitions.id} is not null`, postRecord));
const ownPostWithAccount = preparedFor((db) =>
  withFlatRows(
    db
      .select({ ...teacherAccountColumns, record: joinedPostText })
      .from(teachers)
      .leftJoin(tuitions, and(eq(tuitions.id, sql.placeholder('id')), eq(tuitions.teacherId, teachers.id)))
      .where(eq(teachers.id, sql.placeholder('teacherId')))
      .limit(1)
      .prepare('own_post_with_account'),
  ),
);

/** One post of the signed-in teacher, as the JSON text of its record (decision 031). */
export async function getOwnTuition({
  ctx,
  request,
  id,
}: {
  ctx: Ctx;
  /** A request of an `in-statement` route: the token's account is confirmed here. */
  request: FastifyRequest;
  id: string;
}): Promise<string> {
  const [row] = await ownPostWithAccount(ctx.db).execute({ id, teacherId: pendingAccountId(request) });
  confirmAccount(request, row);
  return row?.record ?? refuseNotOwned(ctx, id);
}

export async function updateOwnTuition({
  ctx,
  teacherId,
  id,
  input,
}: {
  ctx: Ctx;
  teacherId: string;
  id: string;
  input: Tuition;
}): Promise<void> {
  // An edited offer goes back to review: the directory shows only what an admin approved (docs/decisions/011).
  const [row] = await ctx.db
    .update(tuitions)
    .set({ ...tuitionValues(input), status: 'Pending' })
    .where(ownedBy(teacherId, id))
    .returning({ id: tuitions.id });
  if (!row) await refuseNotOwned(ctx, id);
  forgetDirectoryFacets(ctx.db);
}

export async function deleteOwnTuition({
  ctx,
  teacherId,
  id,
}: {
  ctx: Ctx;
  teacherId: string;
  id: string;
}): Promise<void> {
  const [row] = await ctx.db.delete(tuitions).where(ownedBy(teacherId, id)).returning({ id: tuitions.id });
  if (!row) await refuseNotOwned(ctx, id);
  forgetDirectoryFacets(ctx.db);
}

// ---- Admin ----------------------------------------------------------------------------------------

/** Every post, or the searched ones, as the JSON texts of the admin's records joined by commas (decision 031). */
export async function findAllTuitions({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: ListQuery;
}): Promise<{ records: string; total?: number; totalIsLowerBound?: boolean }> {
  const where = matchAnyColumn(query.q, [tuitions.name, subjectsText, teacherFullName]);
  const { rows, ...total } = await findListPage({
    query,
    // Every post has its teacher (foreign key, not null): without a search, the posts are the rows.
    count: { table: tuitions, search: where, from: postsWithTeachers },
    rows: (window, total) =>
      pageOf(
        ctx.db
          .select({ record: adminPostRecordText, total })
          .from(tuitions)
          .innerJoin(teachers, eq(teachers.id, tuitions.teacherId))
          .where(where)
          .orderBy(...newestFirst)
          .$dynamic(),
        window,
      ),
  });
  return { records: joinedRecords(rows), ...total };
}

/**
 * With no status the post is completed (requirements DEC-2); returns the status now stored. When
 * the status changes, the teacher is told in the same transaction that the offer is listed or
 * taken off (issue 11).
 */
export async function setTuitionStatus({
  ctx,
  id,
  status = 'Completed',
}: {
  ctx: Pick<AppContext, 'db' | 'config'>;
  id: string;
  status?: Status;
}): Promise<Status> {
  await ctx.db.transaction(async (tx) => {
    const before = await tx
      .select({ status: tuitions.status, teacherId: tuitions.teacherId, name: tuitions.name })
      .from(tuitions)
      .where(eq(tuitions.id, id))
      .for('update');
    requireFound(before, id);
    const [offer] = before;
    await tx.update(tuitions).set({ status }).where(eq(tuitions.id, id));
    if (offer && offer.status !== status) {
      await notifyOfferStatusChanged(
        { tx, publicUrl: ctx.config.notifications.publicUrl },
        { id, teacherId: offer.teacherId, name: offer.name, listed: status === 'Completed' },
      );
    }
  });
  forgetDirectoryFacets(ctx.db);
  return status;
}

export async function deleteTuition({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  await deleteById(ctx.db, tuitions, id);
  forgetDirectoryFacets(ctx.db);
}
