// The same family sending the same request twice (issue 14, docs/decisions/016-duplicate-requests.md):
// a request with the same mobile number, class and subjects within the last day is the one already
// received, and the family gets its code back instead of a second request.
import { subjectKeys } from '@gharguru/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { studentRequests } from '../../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Subjects compared as a set of the directory's keys: "maths, Science" is "Science, Mathematics". */
export function sameSubjects(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(subjectKeys(a));
  const right = new Set(subjectKeys(b));
  return left.size === right.size && [...left].every((key) => right.has(key));
}

/**
 * The code of the family's identical request of the last day, or null. Called inside the insert's
 * transaction: a transaction lock on the mobile number makes two simultaneous sends take turns, so
 * the second one finds the first.
 */
export async function findRecentDuplicate(
  tx: Tx,
  request: { mobile: string; class: string; subjects: readonly string[] },
  now: Date = new Date(),
): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`student-request:${request.mobile}`}))`);
  const recent = await tx
    .select({ requestCode: studentRequests.requestCode, subjects: studentRequests.subjects })
    .from(studentRequests)
    .where(
      and(
        eq(studentRequests.mobile, request.mobile),
        eq(studentRequests.class, request.class),
        gt(studentRequests.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(studentRequests.createdAt))
    .limit(20);
  return recent.find((row) => sameSubjects(row.subjects, request.subjects))?.requestCode ?? null;
}
