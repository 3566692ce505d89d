// An admin verifies a teacher (documents checked by phone or in person) or undoes it (issue 9).
import { say } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { teachers, tuitions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { forgetDirectoryFacets } from '../directory/facets-cache.js';
import { notifyTeacherVerified } from '../notifications/notify.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * Sets or clears the verification date; verifying an already verified teacher keeps the first date.
 * The teacher's posts carry a copy of the flag (the directory sorts by it), written in the same
 * transaction.
 */
export async function setTeacherVerified({
  ctx,
  id,
  verified,
}: {
  ctx: Ctx;
  id: string;
  verified: boolean;
}): Promise<{ verifiedAt: Date | null }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ verifiedAt: teachers.verifiedAt })
      .from(teachers)
      .where(eq(teachers.id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', say('noDataForId', { id }));
    const verifiedAt = verified ? (current.verifiedAt ?? new Date()) : null;
    await tx.update(teachers).set({ verifiedAt }).where(eq(teachers.id, id));
    await tx.update(tuitions).set({ teacherVerified: verified }).where(eq(tuitions.teacherId, id));
    // The teacher hears of it once, when first verified (issue 11).
    if (verified && !current.verifiedAt) {
      await notifyTeacherVerified({ tx, publicUrl: ctx.config.notifications.publicUrl }, id);
    }
    return { verifiedAt };
  });
  forgetDirectoryFacets(ctx.db);
  return result;
}
