// Tuition posts: a teacher's own posts (add, list, view, edit, delete) and the admin's view of all.
import {
  MSG,
  say,
  subjectKeys,
  type AdminTuitionRecord,
  type ListQuery,
  type Status,
  type Tuition,
  type TuitionRecord,
} from '@gharguru/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { isoText, jsonArray } from '../../db/columns.js';
import { teachers, tuitions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { countOf, findListPage, pageOf, pageWindow, readPage, wantsTotal } from '../../lib/paging.js';
import { preparedFor, withFlatRows } from '../../lib/prepared.js';
import { deleteById, requireFound } from '../../lib/require-found.js';
import { matchAnyColumn, wordsOf } from '../../lib/text-search.js';
import { forgetDirectoryFacets } from '../directory/facets-cache.js';
import { notifyOfferStatusChanged } from '../notifications/notify.js';
import { confirmAccount, lookUpAccount, pendingAccountId, teacherAccountColumns } from '../../plugins/auth.js';

type Ctx = Pick<AppContext, 'db'>;

// The timestamps come as the answer's ISO text, written by the database (db/columns.ts `isoText`),
// the subjects as JSON (db/columns.ts `jsonArray`). The teacher's own reads leave the teacher's id
// out (`ownTuitionColumns`): it is the account's id, which their statement reads the posts by.
const ownTuitionColumns = {
  id: tuitions.id,
  name: tuitions.name,
  subjects: jsonArray(tuitions.subjects),
  forClass: tuitions.forClass,
  price: tuitions.price,
  priceType: tuitions.priceType,
  teacherDetails: tuitions.teacherDetails,
  status: tuitions.status,
  createdAt: isoText(tuitions.createdAt),
  updatedAt: isoText(tuitions.updatedAt),
};
const tuitionColumns = { ...ownTuitionColumns, teacherId: tuitions.teacherId };

type Post = typeof tuitions.$inferSelect;
type OwnTuitionRow = Pick<
  Post,
  'id' | 'name' | 'subjects' | 'forClass' | 'price' | 'priceType' | 'teacherDetails' | 'status'
> & { createdAt: string; updatedAt: string };

/**
 * Field by field: a rest and a spread per row cost more than the rest of the record (docs/performance.md).
 * The teacher's id is the row's own, or the account's for the teacher's own reads.
 */
function toTuitionRecord(row: OwnTuitionRow, teacherId: string): TuitionRecord {
  return {
    _id: row.id,
    teacherId,
    name: row.name,
    subjects: row.subjects,
    forClass: row.forClass,
    price: row.price,
    priceType: row.priceType,
    teacherDetails: row.teacherDetails,
    status: row.status,
    listed: row.status === 'Completed',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const newestFirst = [desc(tuitions.createdAt), desc(tuitions.id)];
const teacherFullName = sql<string>`${teachers.firstName} || ' ' || ${teachers.lastName}`;
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
}): Promise<TuitionRecord> {
  const [row] = await ctx.db
    .insert(tuitions)
    .values({
      ...tuitionValues(input),
      teacherId,
      // The directory's copies of the teacher's verification, place and level (db/schema.ts).
      teacherVerified: sql`(select ${teachers.verifiedAt} is not null from ${teachers} where ${teachers.id} = ${teacherId})`,
      teacherCityKey: sql`(select lower(${teachers.city}) from ${teachers} where ${teachers.id} = ${teacherId})`,
      teacherAreaKey: sql`(select lower(${teachers.area}) from ${teachers} where ${teachers.id} = ${teacherId})`,
      teacherLevel: sql`(select ${teachers.level} from ${teachers} where ${teachers.id} = ${teacherId})`,
    })
    .returning(tuitionColumns);
  return toTuitionRecord(row!, row!.teacherId);
}

// Without a search (the dashboard's own call) one prepared statement reads the teacher's account
// (the token's check, plugins/auth.ts `in-statement`), the page and its total; a NULL limit is no
// limit. The posts are left-joined to the account's row, so a teacher with no post still gets the
// account and the total (one row without a post); the total is one InitPlan (it names the
// placeholder, not the outer row), run once. The page's columns are the table's own, not a
// subquery's: Drizzle maps those rows at half the cost (docs/performance.md). Only a page beyond
// the last comes back empty; it is read again at offset 0 for the account and the total.
const ownPosts = eq(tuitions.teacherId, sql.placeholder('teacherId'));
const ownPostsWithAccount = preparedFor((db) =>
  withFlatRows(
    db
      .select({ ...teacherAccountColumns, total: countOf(tuitions, ownPosts), ...ownTuitionColumns })
      .from(teachers)
      .leftJoin(tuitions, eq(tuitions.teacherId, teachers.id))
      .where(eq(teachers.id, sql.placeholder('teacherId')))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('own_posts_with_account'),
  ),
);

/** The row of a left join whose right side is the post: the post, or none. */
function postOf(row: { [K in keyof OwnTuitionRow]: OwnTuitionRow[K] | null }): OwnTuitionRow | undefined {
  return row.id === null ? undefined : (row as OwnTuitionRow);
}

export async function listTeacherTuitions({
  ctx,
  request,
  query,
}: {
  ctx: Ctx;
  /** A request of an `in-statement` route: the token's account is confirmed here. */
  request: FastifyRequest;
  query: ListQuery;
}): Promise<{ posts: TuitionRecord[]; total?: number; totalIsLowerBound?: boolean }> {
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
            .select({ ...tuitionColumns, total })
            .from(tuitions)
            .where(where)
            .orderBy(...newestFirst)
            .$dynamic(),
          window,
        ),
    });
    return { posts: rows.map((row) => toTuitionRecord(row, row.teacherId)), ...total };
  }
  const window = pageWindow(query);
  const teacherId = pendingAccountId(request);
  const statement = ownPostsWithAccount(ctx.db);
  // Only a page beyond the last comes back empty: its first row at offset 0 has the account and total.
  const { rows, first } = await readPage(window, (at) =>
    statement.execute({ teacherId, limit: at?.limit ?? null, offset: at?.offset ?? 0 }),
  );
  const account = confirmAccount(request, first);
  const posts: TuitionRecord[] = [];
  for (const row of rows) {
    const post = postOf(row);
    if (post) posts.push(toTuitionRecord(post, account.id));
  }
  return wantsTotal(query) ? { posts, total: first?.total ?? 0 } : { posts };
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
 * the same statement: the account's row, and the post left-joined to it when it is theirs.
 */
const ownPostWithAccount = preparedFor((db) =>
  withFlatRows(
    db
      .select({ ...teacherAccountColumns, ...ownTuitionColumns })
      .from(teachers)
      .leftJoin(tuitions, and(eq(tuitions.id, sql.placeholder('id')), eq(tuitions.teacherId, teachers.id)))
      .where(eq(teachers.id, sql.placeholder('teacherId')))
      .limit(1)
      .prepare('own_post_with_account'),
  ),
);

export async function getOwnTuition({
  ctx,
  request,
  id,
}: {
  ctx: Ctx;
  /** A request of an `in-statement` route: the token's account is confirmed here. */
  request: FastifyRequest;
  id: string;
}): Promise<TuitionRecord> {
  const [row] = await ownPostWithAccount(ctx.db).execute({ id, teacherId: pendingAccountId(request) });
  const account = confirmAccount(request, row);
  const post = row && postOf(row);
  return post ? toTuitionRecord(post, account.id) : refuseNotOwned(ctx, id);
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

export async function findAllTuitions({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: ListQuery;
}): Promise<{ tuitionList: AdminTuitionRecord[]; total?: number; totalIsLowerBound?: boolean }> {
  const where = matchAnyColumn(query.q, [tuitions.name, subjectsText, teacherFullName]);
  const { rows, ...total } = await findListPage({
    query,
    // Every post has its teacher (foreign key, not null): without a search, the posts are the rows.
    count: { table: tuitions, search: where, from: postsWithTeachers },
    rows: (window, total) =>
      pageOf(
        ctx.db
          .select({
            ...tuitionColumns,
            teacherName: teacherFullName,
            total,
          })
          .from(tuitions)
          .innerJoin(teachers, eq(teachers.id, tuitions.teacherId))
          .where(where)
          .orderBy(...newestFirst)
          .$dynamic(),
        window,
      ),
  });
  const tuitionList = rows.map(({ teacherName, ...row }) => ({ ...toTuitionRecord(row, row.teacherId), teacherName }));
  return { tuitionList, ...total };
}

/**
 * With no status the post is completed (DESIGN.md decision 2); returns the status now stored. When
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
