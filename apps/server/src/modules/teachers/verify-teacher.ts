// An admin verifies a teacher (documents checked by phone or in person) or undoes it (issue 9).
import { type VerificationCheck, say } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { teachers, tuitions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { forgetDirectoryFacets } from '../directory/facets-cache.js';
import { notifyTeacherVerified } from '../notifications/notify.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * Sets or clears the verification date and what was checked (issue 27). Verifying an already
 * verified teacher keeps the first date, unless it names different checks: then the date is today's,
 * since the badge says when those checks were made. A client that sends only `verified` keeps the
 * stored checks (none for a first verification). Undoing clears both. The teacher's posts carry a
 * copy of the flag (the directory sorts by it), written in the same transaction.
 */
export async function setTeacherVerified({
  ctx,
  id,
  verified,
  checks,
}: {
  ctx: Ctx;
  id: string;
  verified: boolean;
  checks?: VerificationCheck[];
}): Promise<{ verifiedAt: Date | null; checks: VerificationCheck[] }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ verifiedAt: teachers.verifiedAt, checks: teachers.verificationChecks })
      .from(teachers)
      .where(eq(teachers.id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', say('noDataForId', { id }));
    const keptChecks = current.verifiedAt ? current.checks : [];
    const newChecks = verified ? (checks ?? keptChecks) : [];
    const sameChecks = newChecks.join() === keptChecks.join();
    const verifiedAt = verified ? ((sameChecks ? current.verifiedAt : null) ?? new Date()) : null;
    await tx.update(teachers).set({ verifiedAt, verificationChecks: newChecks }).where(eq(teachers.id, id));
    await tx.update(tuitions).set({ teacherVerified: verified }).where(eq(tuitions.teacherId, id));
    // The teacher hears of it once, when first verified (issue 11).
    if (verified && !current.verifiedAt) {
      await notifyTeacherVerified({ tx, publicUrl: ctx.config.notifications.publicUrl }, id);
    }
    return { verifiedAt, checks: newChecks };
  });
  forgetDirectoryFacets(ctx.db);
  return result;
}
