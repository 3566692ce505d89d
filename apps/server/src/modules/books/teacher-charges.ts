// A teacher's own charges (issue 29): their commissions with payments and refunds, read-only, and
// the sums of what they owe and have paid, taken by the database.
import type { TeacherChargesResponse } from '@gharguru/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { charges } from '../../db/schema.js';
import { findChargesWithRequest, outstandingSql, toTeacherCharge } from './charge-views.js';
import { sumOf } from './reports.js';

type Ctx = Pick<AppContext, 'db'>;

/** The most charges a teacher's list returns (newest first). */
export const TEACHER_CHARGES_MAX = 100;

export async function findTeacherCharges({
  ctx,
  teacherId,
}: {
  ctx: Ctx;
  teacherId: string;
}): Promise<Omit<TeacherChargesResponse, 'message' | 'code' | 'params'>> {
  const own = and(eq(charges.teacherId, teacherId), eq(charges.payer, 'teacher'));
  const [found, [sums]] = await Promise.all([
    findChargesWithRequest(ctx.db, own, { order: 'newest', limit: TEACHER_CHARGES_MAX }),
    ctx.db
      .select({ outstanding: sumOf(outstandingSql), paid: sumOf(charges.paid) })
      .from(charges)
      .where(own),
  ]);
  return { charges: found.map(toTeacherCharge), outstanding: sums?.outstanding ?? 0, paid: sums?.paid ?? 0 };
}
