// Reviews bound to real tuition (issue 27): the family's link, the review itself, the public pages,
// the admin's moderation and the teacher's one reply. What the public reads names the family by
// first name and last initial only; no mobile number or e-mail is ever selected for it.
import {
  type AdminReview,
  type AdminReviewUpdateBody,
  type AdminReviewsQuery,
  MSG,
  type PublicReview,
  REVIEW_PAGE_LIMIT,
  REVIEW_TOKEN_LENGTH,
  type Rating,
  type ReviewBody,
  TESTIMONIALS_MAX,
  type Testimonial,
} from '@gharguru/contract';
import { type SQL, and, desc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { matches, reviewInvites, reviews, studentRequests, teachers, tuitions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { displayName } from '../../lib/display-name.js';
import { secretHash } from '../../lib/one-time-secrets.js';
import { countOf, findPage } from '../../lib/paging.js';
import { isListed } from '../directory/public-tuitions.js';
import { forgetRatedPages, ratingOf, refreshTeacherRating } from './ratings.js';

type Ctx = Pick<AppContext, 'db'>;

/** One answer for a used, expired, unknown or forged link: nobody learns which. */
const linkInvalid = () => new AppError('NOT_FOUND', MSG.reviewLinkInvalid);

const stillValid = and(isNull(reviewInvites.usedAt), gt(reviewInvites.expiresAt, sql`now()`));

/** The hash a link's token is stored under, or undefined for what cannot be one of our tokens. */
function tokenHashOf(token: string): string | undefined {
  return token.length === REVIEW_TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(token) ? secretHash(token) : undefined;
}

/** GET /api/public/reviews/{token}: whom the family reviews, for a link that still works. */
export async function findReviewInvite({ ctx, token }: { ctx: Ctx; token: string }) {
  const hash = tokenHashOf(token);
  if (!hash) throw linkInvalid();
  const [row] = await ctx.db
    .select({ firstName: teachers.firstName, lastName: teachers.lastName, subjects: studentRequests.subjects })
    .from(reviewInvites)
    .innerJoin(matches, eq(matches.id, reviewInvites.matchId))
    .innerJoin(teachers, eq(teachers.id, matches.teacherId))
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .where(and(eq(reviewInvites.tokenHash, hash), stillValid))
    .limit(1);
  if (!row) throw linkInvalid();
  return { teacherDisplayName: displayName(row.firstName, row.lastName), subjects: row.subjects };
}

/**
 * POST /api/public/reviews/{token}: the review, published at once. The link is used up in the same
 * transaction (two posts racing: one marks it used, the other gets 404), and a match has one review.
 */
export async function createReview({ ctx, token, input }: { ctx: Ctx; token: string; input: ReviewBody }) {
  const hash = tokenHashOf(token);
  if (!hash) throw linkInvalid();
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(reviewInvites)
      .set({ usedAt: sql`now()` })
      .where(and(eq(reviewInvites.tokenHash, hash), stillValid))
      .returning({ matchId: reviewInvites.matchId });
    if (!used) throw linkInvalid();
    const [match] = await tx.select({ teacherId: matches.teacherId }).from(matches).where(eq(matches.id, used.matchId));
    if (!match) throw linkInvalid();
    const inserted = await tx
      .insert(reviews)
      .values({
        matchId: used.matchId,
        teacherId: match.teacherId,
        rating: input.rating,
        comment: input.comment ?? null,
      })
      .onConflictDoNothing({ target: reviews.matchId })
      .returning({ id: reviews.id });
    if (inserted.length === 0) throw linkInvalid();
    await refreshTeacherRating(tx, match.teacherId);
  });
  forgetRatedPages(ctx.db);
}

// ---- Reading -------------------------------------------------------------------------------------

const publicReviewColumns = {
  id: reviews.id,
  familyFirstName: studentRequests.firstName,
  familyLastName: studentRequests.lastName,
  area: studentRequests.area,
  class: studentRequests.class,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

type PublicReviewRow = {
  id: string;
  familyFirstName: string;
  familyLastName: string;
  area: string;
  class: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
};

function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    _id: row.id,
    familyName: displayName(row.familyFirstName, row.familyLastName),
    area: row.area,
    class: row.class,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

const adminColumns = {
  state: reviews.state,
  hiddenReason: reviews.hiddenReason,
  teacherId: reviews.teacherId,
  teacherFirstName: sql<string>`(select ${teachers.firstName} from ${teachers} where ${teachers.id} = ${reviews.teacherId})`,
  teacherLastName: sql<string>`(select ${teachers.lastName} from ${teachers} where ${teachers.id} = ${reviews.teacherId})`,
};

/** A page of reviews matching `where`, newest first, with the total. */
async function reviewPage(
  ctx: Ctx,
  where: SQL | undefined,
  page: number | undefined,
  extra: Partial<typeof adminColumns> = {},
) {
  const limit = REVIEW_PAGE_LIMIT;
  return findPage({ limit, offset: ((page ?? 1) - 1) * limit }, (window) =>
    ctx.db
      .select({ ...publicReviewColumns, ...extra, total: countOf(reviews, where) })
      .from(reviews)
      .innerJoin(matches, eq(matches.id, reviews.matchId))
      .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(window.limit)
      .offset(window.offset),
  );
}

/** The teacher's rating from their published reviews, computed by PostgreSQL. */
async function teacherRating(ctx: Ctx, teacherId: string): Promise<Rating | undefined> {
  const [row] = await ctx.db
    .select({
      average: sql<string | null>`round(avg(${reviews.rating})::numeric, 1)`,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(reviews)
    .where(and(eq(reviews.teacherId, teacherId), eq(reviews.state, 'published')));
  return row ? ratingOf(row.average, row.count) : undefined;
}

const publishedOf = (teacherId: string) => and(eq(reviews.teacherId, teacherId), eq(reviews.state, 'published'));

/** GET /api/public/teachers/{teacherId}/reviews: a listed teacher's published reviews (404 otherwise). */
export async function findPublicTeacherReviews({
  ctx,
  teacherId,
  page,
}: {
  ctx: Ctx;
  teacherId: string;
  page: number | undefined;
}): Promise<{ reviews: PublicReview[]; total: number; rating?: Rating }> {
  const [listed] = await ctx.db
    .select({ id: tuitions.id })
    .from(tuitions)
    .where(and(eq(tuitions.teacherId, teacherId), isListed))
    .limit(1);
  if (!listed) throw new AppError('NOT_FOUND', MSG.tutorNotListed);
  return findTeacherReviews({ ctx, teacherId, page });
}

/** The teacher's published reviews and rating (their own dashboard reads the same). */
export async function findTeacherReviews({
  ctx,
  teacherId,
  page,
}: {
  ctx: Ctx;
  teacherId: string;
  page: number | undefined;
}): Promise<{ reviews: PublicReview[]; total: number; rating?: Rating }> {
  const [found, rating] = await Promise.all([
    reviewPage(ctx, publishedOf(teacherId), page),
    teacherRating(ctx, teacherId),
  ]);
  return { reviews: found.rows.map(toPublicReview), total: found.total, ...(rating ? { rating } : {}) };
}

/** /home's testimonials: the newest published reviews with 4 or 5 stars and a comment. */
export async function findTestimonials({ ctx }: { ctx: Ctx }): Promise<Testimonial[]> {
  const rows = await ctx.db
    .select({
      ...publicReviewColumns,
      teacherFirstName: teachers.firstName,
      teacherLastName: teachers.lastName,
    })
    .from(reviews)
    .innerJoin(matches, eq(matches.id, reviews.matchId))
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .innerJoin(teachers, eq(teachers.id, reviews.teacherId))
    .where(and(eq(reviews.state, 'published'), gte(reviews.rating, 4), isNotNull(reviews.comment)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(TESTIMONIALS_MAX);
  return rows.map((row) => {
    const review = toPublicReview(row);
    return {
      _id: review._id,
      familyName: review.familyName,
      area: review.area,
      rating: review.rating,
      comment: row.comment ?? '',
      createdAt: review.createdAt,
      teacherDisplayName: displayName(row.teacherFirstName, row.teacherLastName),
    };
  });
}

// ---- Admins --------------------------------------------------------------------------------------

type AdminRow = PublicReviewRow & {
  state: AdminReview['state'];
  hiddenReason: string | null;
  teacherId: string;
  teacherFirstName: string;
  teacherLastName: string;
};

function toAdminReview(row: AdminRow): AdminReview {
  return {
    ...toPublicReview(row),
    state: row.state,
    hiddenReason: row.hiddenReason,
    teacher: { _id: row.teacherId, displayName: displayName(row.teacherFirstName, row.teacherLastName) },
  };
}

/** GET /api/admin/reviews: by state, newest first. */
export async function findAdminReviews({ ctx, query }: { ctx: Ctx; query: AdminReviewsQuery }) {
  const where = query.state ? eq(reviews.state, query.state) : undefined;
  const found = await reviewPage(ctx, where, query.page, adminColumns);
  return { reviews: (found.rows as unknown as AdminRow[]).map(toAdminReview), total: found.total };
}

async function findAdminReview(ctx: Ctx, id: string): Promise<AdminReview> {
  const [row] = await ctx.db
    .select({ ...publicReviewColumns, ...adminColumns })
    .from(reviews)
    .innerJoin(matches, eq(matches.id, reviews.matchId))
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .where(eq(reviews.id, id));
  if (!row) throw new AppError('NOT_FOUND', MSG.reviewNotFound);
  return toAdminReview(row);
}

/**
 * PUT /api/admin/reviews/{id}: hide (with a reason) or publish again. The teacher's rating follows
 * in the same transaction; every cached page drops it at once (on other instances within a moment).
 */
export async function updateReviewByAdmin({
  ctx,
  id,
  input,
}: {
  ctx: Ctx;
  id: string;
  input: AdminReviewUpdateBody;
}): Promise<AdminReview> {
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({ state: input.state, hiddenReason: input.state === 'hidden' ? (input.reason ?? null) : null })
      .where(eq(reviews.id, id))
      .returning({ teacherId: reviews.teacherId });
    if (!updated) throw new AppError('NOT_FOUND', MSG.reviewNotFound);
    await refreshTeacherRating(tx, updated.teacherId);
  });
  forgetRatedPages(ctx.db);
  return findAdminReview(ctx, id);
}

// ---- Teachers ------------------------------------------------------------------------------------

/** PUT /api/teacher/reviews/{id}/reply: the teacher answers a review of theirs, once. */
export async function replyToReview({
  ctx,
  teacherId,
  id,
  reply,
}: {
  ctx: Ctx;
  teacherId: string;
  id: string;
  reply: string;
}): Promise<PublicReview> {
  const [answered] = await ctx.db
    .update(reviews)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(eq(reviews.id, id), eq(reviews.teacherId, teacherId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!answered) {
    const [review] = await ctx.db.select({ teacherId: reviews.teacherId }).from(reviews).where(eq(reviews.id, id));
    if (!review) throw new AppError('NOT_FOUND', MSG.reviewNotFound);
    if (review.teacherId !== teacherId) throw new AppError('FORBIDDEN', MSG.reviewNotYours);
    throw new AppError('CONFLICT', MSG.reviewAlreadyReplied);
  }
  forgetRatedPages(ctx.db);
  const [row] = await ctx.db
    .select(publicReviewColumns)
    .from(reviews)
    .innerJoin(matches, eq(matches.id, reviews.matchId))
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .where(eq(reviews.id, id));
  if (!row) throw new AppError('NOT_FOUND', MSG.reviewNotFound);
  return toPublicReview(row);
}
