// Teachers: a teacher's own profile, and the admin's list and removal of teachers.
import {
  type ListQuery,
  MSG,
  type TeacherProfile,
  type TeacherProfileEdit,
  type TeacherRecord,
  say,
  canonicalPlace,
} from '@gharguru/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { teachers, tuitions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findListPage, pageOf } from '../../lib/paging.js';
import { matchSearchText } from '../../lib/text-search.js';
import { forgetDirectoryFacets } from '../directory/facets-cache.js';
import { photoUrls } from '../teacher-photos/photo-files.js';

type Ctx = Pick<AppContext, 'db'>;

// Named columns only: the password hash and token version never leave this module.
const profileColumns = {
  firstName: teachers.firstName,
  lastName: teachers.lastName,
  mobile: teachers.mobile,
  email: teachers.email,
  degree: teachers.degree,
  subjects: teachers.subjects,
  level: teachers.level,
  city: teachers.city,
  area: teachers.area,
  verifiedAt: teachers.verifiedAt,
  confirmedMobile: teachers.confirmedMobile,
  // The public profile (issue 27).
  bio: teachers.bio,
  experienceYears: teachers.experienceYears,
  institution: teachers.institution,
  gender: teachers.gender,
  languages: teachers.languages,
  modes: teachers.modes,
  times: teachers.times,
  verificationChecks: teachers.verificationChecks,
  createdAt: teachers.createdAt,
  photoHash: teachers.photoHash,
};

/**
 * The public profile's fields the edit carries (issue 27): an absent one keeps what is stored, so a
 * client that knows only the fields of issue 14 changes none of them; null clears a text or number.
 */
function publicProfileChanges(input: TeacherProfileEdit) {
  const { bio, experienceYears, institution, gender, languages, modes, times } = input;
  const given = { bio, experienceYears, institution, gender, languages, modes, times };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<typeof given>;
}

/** Dates as ISO text, the verification as a flag with its date, and whether the mobile is confirmed. */
function withVerification<
  T extends {
    verifiedAt: Date | null;
    createdAt: Date;
    mobile: string;
    confirmedMobile: string | null;
    photoHash: string | null;
  },
>({ verifiedAt, createdAt, confirmedMobile, photoHash, ...row }: T) {
  return {
    ...row,
    photo: photoUrls(photoHash),
    mobileConfirmed: confirmedMobile === row.mobile,
    verified: verifiedAt !== null,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}

export async function getTeacherProfile({ ctx, teacherId }: { ctx: Ctx; teacherId: string }): Promise<TeacherProfile> {
  const [row] = await ctx.db.select(profileColumns).from(teachers).where(eq(teachers.id, teacherId)).limit(1);
  // The guard found the account a moment ago; it can only be gone if it was deleted since.
  if (!row) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  return withVerification(row);
}

/**
 * The teacher's own edit (issue 14): names, mobile, degree, level, subjects and place, and the public
 * profile's fields given (issue 27); e-mail and password are not columns this touches. The offers'
 * copies of city, area, level, gender, modes and times (the directory's filters, decision 011) change
 * in the same transaction, and the cached facets and pages are dropped.
 */
export async function updateTeacherProfile({
  ctx,
  teacherId,
  input,
}: {
  ctx: Ctx;
  teacherId: string;
  input: TeacherProfileEdit;
}): Promise<TeacherProfile> {
  // A known place is stored under its English name, whichever spelling was typed (issue 33).
  const city = canonicalPlace(input.city);
  const area = canonicalPlace(input.area);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(teachers)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        mobile: input.mobile,
        degree: input.degree,
        level: input.level,
        subjects: input.subjects,
        city,
        area,
        ...publicProfileChanges(input),
      })
      .where(eq(teachers.id, teacherId))
      .returning(profileColumns);
    // The guard found the account a moment ago; it can only be gone if it was deleted since.
    if (!updated) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
    await tx
      .update(tuitions)
      .set({
        teacherCityKey: sql`lower(${city})`,
        teacherAreaKey: sql`lower(${area})`,
        teacherLevel: input.level,
        teacherGender: updated.gender,
        teacherModes: updated.modes,
        teacherTimes: updated.times,
      })
      .where(eq(tuitions.teacherId, teacherId));
    return updated;
  });
  forgetDirectoryFacets(ctx.db);
  return withVerification(row);
}

/** Names, e-mail, mobile, city, area and subjects (the stored search text: schema.ts, migration 0010). */
function teacherSearch(q: string | undefined) {
  return matchSearchText(q, teachers.searchText);
}

/**
 * Counted per listed teacher (an index-only scan of their posts), so a page of 20 teachers costs 20
 * small counts; a join grouped over all posts aggregated every post first (3 s at 1M posts).
 * Qualified by hand: Drizzle leaves columns unqualified in a one-table select, and an unqualified
 * "id" inside the subquery would be the post's.
 */
const postsOfTeacher =
  sql<number>`(select count(*) from ${tuitions} as own where own.teacher_id = ${teachers}.id)`.mapWith(Number);

export async function findTeachers({
  ctx,
  query,
}: {
  ctx: Ctx;
  query: ListQuery;
}): Promise<{ teacherList: TeacherRecord[]; total?: number; totalIsLowerBound?: boolean }> {
  const where = teacherSearch(query.q);
  const { rows, ...total } = await findListPage({
    query,
    count: { table: teachers, search: where },
    rows: (window, total) =>
      pageOf(
        ctx.db
          .select({
            id: teachers.id,
            ...profileColumns,
            postCount: postsOfTeacher,
            total,
          })
          .from(teachers)
          .where(where)
          .orderBy(desc(teachers.createdAt), desc(teachers.id))
          .$dynamic(),
        window,
      ),
  });
  const teacherList = rows.map(({ id, ...row }) => ({ _id: id, ...withVerification(row), role: 'teacher' as const }));
  return { teacherList, ...total };
}

/** Deletes the teacher and their posts in one transaction (requirements DEC-3); returns how many posts went. */
export async function deleteTeacher({ ctx, id }: { ctx: Ctx; id: string }): Promise<{ postCount: number }> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const posts = await tx.delete(tuitions).where(eq(tuitions.teacherId, id)).returning({ id: tuitions.id });
    const [teacher] = await tx.delete(teachers).where(eq(teachers.id, id)).returning({ id: teachers.id });
    if (!teacher) throw new AppError('NOT_FOUND', say('noDataForId', { id }));
    return { postCount: posts.length };
  });
  forgetDirectoryFacets(ctx.db);
  return deleted;
}
