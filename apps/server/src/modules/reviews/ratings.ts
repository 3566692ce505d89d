// A teacher's rating (issue 27): the average of their published reviews to one decimal and their
// count, computed by PostgreSQL and copied onto each of their offers (db/schema.ts), where the
// directory filters and sorts by it. Written in the transaction of every change of a review and with
// every new offer; the directory's caches are dropped once that transaction has committed.
import { type SQL, eq, sql } from 'drizzle-orm';
import { reviews, tuitions } from '../../db/schema.js';
import type { DbOrTx } from '../notifications/outbox.js';
import { forgetDirectoryFacets } from '../directory/facets-cache.js';

const published = (teacherId: SQL | string) =>
  sql`${reviews.teacherId} = ${teacherId} and ${reviews.state} = 'published'`;

/** The rating's two copies for the teacher `teacherId` (an id or a column), as values of an insert or update. */
export function teacherRatingValues(teacherId: SQL | string) {
  return {
    teacherRating: sql<
      number | null
    >`(select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${published(teacherId)})`,
    teacherReviewCount: sql<number>`(select count(*)::int from ${reviews} where ${published(teacherId)})`,
  };
}

/** Writes the teacher's rating onto their offers, in the caller's transaction. */
export async function refreshTeacherRating(tx: DbOrTx, teacherId: string): Promise<void> {
  await tx.update(tuitions).set(teacherRatingValues(teacherId)).where(eq(tuitions.teacherId, teacherId));
}

/** After the commit: every cached directory page and facet on every instance goes (within a moment). */
export function forgetRatedPages(db: object): void {
  forgetDirectoryFacets(db);
}

/** `{ average, count }`, or undefined below one review (what the public payloads carry). */
export function ratingOf(
  average: number | string | null,
  count: number,
): { average: number; count: number } | undefined {
  return count > 0 && average !== null ? { average: Number(average), count } : undefined;
}
