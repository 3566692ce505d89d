// Listed offers as the public sees them (issue 9, requirements DEC-11): only approved offers, and
// only the teacher's public profile. The full last name, mobile number and e-mail are never selected.
import {
  DIRECTORY_PAGE_LIMIT,
  type DirectoryQuery,
  type PublicTuition,
  forClassOf,
  placeKey,
  subjectKey,
  teacherLevelsFor,
} from '@gharguru/contract';
import { type SQL, and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { offerSummaryColumns } from '../../db/columns.js';
import { teachers, tuitions } from '../../db/schema.js';
import { cappedCount, findCappedPage, noTotal } from '../../lib/paging.js';
import { photoUrls } from '../teacher-photos/photo-files.js';
import { ratingOf } from '../reviews/ratings.js';

type Ctx = Pick<AppContext, 'db'>;

/**
 * Written as a literal (not a bound parameter) so that the planner can match the partial indexes
 * `... WHERE status = 'Completed'` of migration 0002 whatever plan it makes.
 */
export const isListed = sql`${tuitions.status} = 'Completed'`;

const publicColumns = {
  ...offerSummaryColumns,
  teacherDetails: tuitions.teacherDetails,
  createdAt: tuitions.createdAt,
  teacherId: teachers.id,
  firstName: teachers.firstName,
  lastInitial: sql<string>`left(${teachers.lastName}, 1)`,
  degree: teachers.degree,
  level: teachers.level,
  city: teachers.city,
  area: teachers.area,
  verifiedAt: teachers.verifiedAt,
  memberSince: teachers.createdAt,
  photoHash: teachers.photoHash,
  teacherRating: tuitions.teacherRating,
  teacherReviewCount: tuitions.teacherReviewCount,
  // The public profile (issue 27): never the gender, which is only a filter.
  bio: teachers.bio,
  experienceYears: teachers.experienceYears,
  institution: teachers.institution,
  languages: teachers.languages,
  modes: teachers.modes,
  times: teachers.times,
  verificationChecks: teachers.verificationChecks,
};

/** Listed or not: callers add the filter. With `total`, each row also carries it (lib/paging.ts). */
function selectPublic(db: Ctx['db'], total: SQL<number> = noTotal) {
  return db
    .select({ ...publicColumns, total })
    .from(tuitions)
    .innerJoin(teachers, eq(teachers.id, tuitions.teacherId));
}

type PublicRow = Awaited<ReturnType<typeof selectPublic>>[number];

export function toPublicTuition(row: Omit<PublicRow, 'total'>): PublicTuition {
  return {
    _id: row.id,
    name: row.name,
    subjects: row.subjects,
    forClass: row.forClass,
    price: row.price,
    priceType: row.priceType,
    teacherDetails: row.teacherDetails,
    createdAt: row.createdAt.toISOString(),
    teacher: {
      _id: row.teacherId,
      displayName: row.lastInitial ? `${row.firstName} ${row.lastInitial.toUpperCase()}.` : row.firstName,
      degree: row.degree,
      level: row.level,
      city: row.city,
      area: row.area,
      verified: row.verifiedAt !== null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      memberSince: row.memberSince.toISOString(),
      photo: photoUrls(row.photoHash),
      bio: row.bio,
      experienceYears: row.experienceYears,
      institution: row.institution,
      languages: row.languages,
      modes: row.modes,
      times: row.times,
      verificationChecks: row.verificationChecks,
    },
    ...ratingField(row.teacherRating, row.teacherReviewCount),
  };
}

/** `rating` only from the first published review on (issue 27). */
function ratingField(average: number | null, count: number): Pick<PublicTuition, 'rating'> {
  const rating = ratingOf(average, count);
  return rating ? { rating } : {};
}

function directoryFilter(query: DirectoryQuery): SQL | undefined {
  const studentClass = query.class;
  return and(
    isListed,
    query.subject ? sql`${tuitions.subjectKeys} @> array[${subjectKey(query.subject)}]::text[]` : undefined,
    studentClass ? eq(tuitions.forClass, forClassOf(studentClass)) : undefined,
    studentClass ? inArray(tuitions.teacherLevel, teacherLevelsFor(studentClass)) : undefined,
    // "ललितपुर" filters as "Lalitpur" does (issue 33).
    query.city ? eq(tuitions.teacherCityKey, placeKey(query.city)) : undefined,
    query.area ? eq(tuitions.teacherAreaKey, placeKey(query.area)) : undefined,
    query.priceMin === undefined ? undefined : gte(tuitions.price, query.priceMin),
    query.priceMax === undefined ? undefined : lte(tuitions.price, query.priceMax),
    query.priceType ? eq(tuitions.priceType, query.priceType) : undefined,
    query.verified ? eq(tuitions.teacherVerified, true) : undefined,
    query.minRating === undefined ? undefined : gte(tuitions.teacherRating, query.minRating),
    // Issue 27: copies of the teacher's gender, modes and times, indexed (migration 0022).
    query.gender ? eq(tuitions.teacherGender, query.gender) : undefined,
    query.mode ? sql`${tuitions.teacherModes} @> array[${query.mode}]::text[]` : undefined,
    query.time ? sql`${tuitions.teacherTimes} @> array[${query.time}]::text[]` : undefined,
  );
}

// Each order matches one partial index of migration 0002 column for column (DESC NULLS LAST included).
const ORDERS = {
  // Verified teachers first, then the newest offers.
  relevance: [
    sql`${tuitions.teacherVerified} desc nulls last`,
    sql`${tuitions.createdAt} desc nulls last`,
    sql`${tuitions.id} desc nulls last`,
  ],
  newest: [sql`${tuitions.createdAt} desc nulls last`, sql`${tuitions.id} desc nulls last`],
  price: [sql`${tuitions.price} asc`, sql`${tuitions.createdAt} desc nulls last`, sql`${tuitions.id} desc`],
  // Best rated first, unrated last (tuitions_listed_rating_idx, issue 27).
  rating: [
    sql`${tuitions.teacherRating} desc nulls last`,
    sql`${tuitions.createdAt} desc nulls last`,
    sql`${tuitions.id} desc nulls last`,
  ],
} as const;
// With a price type, the price order follows tuitions_listed_type_price_idx (the type is fixed).
const PRICE_WITH_TYPE = [
  sql`${tuitions.priceType} asc`,
  sql`${tuitions.price} asc`,
  sql`${tuitions.createdAt} desc nulls last`,
  sql`${tuitions.id} desc`,
];

/**
 * The directory counts its matches up to COUNTED_PAST_OFFSET (1,000) beyond the page's offset: past
 * that, `total` is that lower bound and `totalIsLowerBound` says so ("1,000+ tutors"). A broad list
 * (every listed offer, or a subject alone) would otherwise count tens of thousands of index entries
 * per page (docs/performance.md); the count stays exact wherever the next page's existence depends
 * on it. Every filter is on this table (the teacher's place and level are copied into it): no join
 * to count.
 */
export async function findPublicTuitions({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: DirectoryQuery;
}): Promise<{ tuitions: PublicTuition[]; total: number; totalIsLowerBound: boolean }> {
  const where = directoryFilter(query);
  const limit = query.limit ?? DIRECTORY_PAGE_LIMIT.default;
  const offset = ((query.page ?? 1) - 1) * limit;
  const order = query.sort === 'price' && query.priceType ? PRICE_WITH_TYPE : ORDERS[query.sort ?? 'relevance'];
  const page = await findCappedPage(
    { limit, offset },
    (cap) => cappedCount(tuitions, where, cap),
    (window, total) =>
      selectPublic(ctx.db, total)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
  );
  return { tuitions: page.rows.map(toPublicTuition), total: page.total, totalIsLowerBound: page.totalIsLowerBound };
}

/** A listed offer, or undefined when there is no such offer or it is not listed. */
export async function findListedTuition({ ctx, id }: { ctx: Ctx; id: string }): Promise<PublicTuition | undefined> {
  const [row] = await selectPublic(ctx.db)
    .where(and(eq(tuitions.id, id), isListed))
    .limit(1);
  return row ? toPublicTuition(row) : undefined;
}
