// Tuition posts: a teacher's own posts (add, list, view, edit, delete) and the admin's view of all.
import {
  type AdminTuitionRecord,
  type ListQuery,
  MSG,
  type Status,
  type Tuition,
  type TuitionRecord,
  say,
  subjectKeys,
} from '@gharguru/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { offerSummaryColumns } from '../../db/columns.js';
import { teachers, tuitions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { countOf, findListPage, findPage, pageOf, pageWindow, wantsTotal } from '../../lib/paging.js';
import { preparedFor } from '../../lib/prepared.js';
import { deleteById, requireFound } from '../../lib/require-found.js';
import { matchAnyColumn, wordsOf } from '../../lib/text-search.js';
import { forgetDirectoryFacets } from '../directory/facets-cache.js';
import { notifyOfferStatusChanged } from '../notifications/notify.js';
import { teacherRatingValues } from '../reviews/ratings.js';

type Ctx = Pick<AppContext, 'db'>;

/** A post as its teacher sees it. */
const postColumns = {
  ...offerSummaryColumns,
  teacherDetails: tuitions.teacherDetails,
  status: tuitions.status,
  teacherId: tuitions.teacherId,
  createdAt: tuitions.createdAt,
  updatedAt: tuitions.updatedAt,
};

/** Each of `postColumns` is the table's column of the same name. */
type PostRow = Pick<typeof tuitions.$inferSelect, keyof typeof postColumns>;

function toTuitionRecord({ id, createdAt, updatedAt, ...row }: PostRow): TuitionRecord {
  return {
    _id: id,
    ...row,
    listed: row.status === 'Completed',
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
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
}): Promise<void> {
  await ctx.db.insert(tuitions).values({
    ...tuitionValues(input),
    teacherId,
    // The directory's copies of the teacher's verification, place, level, gender, modes and times (db/schema.ts).
    teacherVerified: sql`(select ${teachers.verifiedAt} is not null from ${teachers} where ${teachers.id} = ${teacherId})`,
    teacherCityKey: sql`(select lower(${teachers.city}) from ${teachers} where ${teachers.id} = ${teacherId})`,
    teacherAreaKey: sql`(select lower(${teachers.area}) from ${teachers} where ${teachers.id} = ${teacherId})`,
    teacherLevel: sql`(select ${teachers.level} from ${teachers} where ${teachers.id} = ${teacherId})`,
    // And of their rating (issue 27).
    ...teacherRatingValues(teacherId),
    teacherGender: sql`(select ${teachers.gender} from ${teachers} where ${teachers.id} = ${teacherId})`,
    teacherModes: sql`(select ${teachers.modes} from ${teachers} where ${teachers.id} = ${teacherId})`,
    teacherTimes: sql`(select ${teachers.times} from ${teachers} where ${teachers.id} = ${teacherId})`,
  });
}

// Without a search (the dashboard's own call): one prepared statement, the page with the exact
// count of the teacher's posts beside each row; a NULL limit is no limit.
const ownPosts = eq(tuitions.teacherId, sql.placeholder('teacherId'));
const ownPostsPage = preparedFor((db) =>
  db
    .select({ ...postColumns, total: countOf(tuitions, ownPosts) })
    .from(tuitions)
    .where(ownPosts)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('own_posts_page'),
);

/** The teacher's own posts, newest first: a page of them, or a search, with the total when asked for. */
export async function listTeacherTuitions({
  ctx,
  teacherId,
  query,
}: {
  ctx: Ctx;
  teacherId: string;
  query: ListQuery;
}): Promise<{ posts: TuitionRecord[]; total?: number; totalIsLowerBound?: true }> {
  const search = matchAnyColumn(query.q, [tuitions.name, subjectsText]);
  if (search) {
    const where = and(eq(tuitions.teacherId, teacherId), search);
    const { rows, ...total } = await findListPage({
      query,
      count: { table: tuitions, search: where },
      rows: (window, total) =>
        pageOf(
          ctx.db
            .select({ ...postColumns, total })
            .from(tuitions)
            .where(where)
            .orderBy(...newestFirst)
            .$dynamic(),
          window,
        ),
    });
    return { posts: rows.map(toTuitionRecord), ...total };
  }
  const { rows, total } = await findPage(pageWindow(query), (window) =>
    ownPostsPage(ctx.db).execute({ teacherId, limit: window?.limit ?? null, offset: window?.offset ?? 0 }),
  );
  const posts = rows.map(toTuitionRecord);
  return wantsTotal(query) ? { posts, total } : { posts };
}

/**
 * Tells apart "no such post" (404) and "someone else's post" (403) after an owner-only query
 * found nothing; the owner's own path never pays for this second look-up.
 */
async function refuseNotOwned(ctx: Ctx, id: string): Promise<never> {
  const [row] = await ctx.db.select({ id: tuitions.id }).from(tuitions).where(eq(tuitions.id, id)).limit(1);
  throw row ? new AppError('FORBIDDEN', MSG.forbidden) : new AppError('NOT_FOUND', say('noDataForId', { id }));
}

/** One post named by id, asked for by the teacher who should own it. */
type OwnPost = { ctx: Ctx; teacherId: string; id: string };

const ownedBy = (teacherId: string, id: string) => and(eq(tuitions.id, id), eq(tuitions.teacherId, teacherId));

/** One post of the signed-in teacher: 404 when there is no such post, 403 when it is someone else's. */
export async function getOwnTuition({ ctx, teacherId, id }: OwnPost): Promise<TuitionRecord> {
  const [row] = await ctx.db.select(postColumns).from(tuitions).where(ownedBy(teacherId, id)).limit(1);
  return row ? toTuitionRecord(row) : refuseNotOwned(ctx, id);
}

/** What the directory shows of an offer and an admin approved (docs/decisions/011). */
function sameListing(stored: PostRow, input: Tuition): boolean {
  return (
    stored.name === input.name &&
    stored.forClass === input.forClass &&
    stored.price === input.price &&
    stored.priceType === input.priceType &&
    stored.subjects.length === input.subjects.length &&
    stored.subjects.every((subject, index) => subject === input.subjects[index])
  );
}

/**
 * An edited offer goes back to review only when what the directory shows changed (name, subjects,
 * class, price, price type; issue 33): the specification's client sends the unchanged post when the
 * teacher opens the edit form, and that save changes nothing. Other fields are saved as they are.
 */
export async function updateOwnTuition({ ctx, teacherId, id, input }: OwnPost & { input: Tuition }): Promise<void> {
  const [stored] = await ctx.db.select(postColumns).from(tuitions).where(ownedBy(teacherId, id)).limit(1);
  if (!stored) return refuseNotOwned(ctx, id);
  const listingChanged = !sameListing(stored, input);
  const detailsChanged = input.teacherDetails !== undefined && (input.teacherDetails || null) !== stored.teacherDetails;
  if (!listingChanged && !detailsChanged) return;
  await ctx.db
    .update(tuitions)
    .set(listingChanged ? { ...tuitionValues(input), status: 'Pending' } : tuitionValues(input))
    .where(ownedBy(teacherId, id));
  forgetDirectoryFacets(ctx.db);
}

export async function deleteOwnTuition({ ctx, teacherId, id }: OwnPost): Promise<void> {
  const [row] = await ctx.db.delete(tuitions).where(ownedBy(teacherId, id)).returning({ id: tuitions.id });
  if (!row) await refuseNotOwned(ctx, id);
  forgetDirectoryFacets(ctx.db);
}

// ---- Admin ----------------------------------------------------------------------------------------

/** Every post with its teacher's name, or the searched ones, newest first, with the total when asked for. */
export async function findAllTuitions({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: ListQuery;
}): Promise<{ tuitionList: AdminTuitionRecord[]; total?: number; totalIsLowerBound?: true }> {
  const where = matchAnyColumn(query.q, [tuitions.name, subjectsText, teacherFullName]);
  const { rows, ...total } = await findListPage({
    query,
    // Every post has its teacher (foreign key, not null): without a search, the posts are the rows.
    count: { table: tuitions, search: where, from: postsWithTeachers },
    rows: (window, total) =>
      pageOf(
        ctx.db
          .select({ ...postColumns, teacherName: teacherFullName, total })
          .from(tuitions)
          .innerJoin(teachers, eq(teachers.id, tuitions.teacherId))
          .where(where)
          .orderBy(...newestFirst)
          .$dynamic(),
        window,
      ),
  });
  const tuitionList = rows.map(({ teacherName, ...row }) => ({ ...toTuitionRecord(row), teacherName }));
  return { tuitionList, ...total };
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
