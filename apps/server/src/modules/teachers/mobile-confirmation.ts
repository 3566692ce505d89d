// A teacher confirms their mobile number with a 6-digit SMS code (issue 30). The number is confirmed
// while teachers.confirmed_mobile equals teachers.mobile; until then no SMS goes to it
// (notifications/outbox.ts teacherRecipients) except this code.
import { MSG, SMS_CODE_TRIES, SMS_CODE_TTL_MINUTES } from '@gharguru/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { mobileConfirmations, teachers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newSmsCode, sameHash, secretHash } from '../../lib/one-time-secrets.js';
import type { SharedCounters } from '../../lib/shared-counters.js';
import { notifyMobileCode } from '../notifications/notify.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

const HOUR_MS = 60 * 60 * 1000;

async function getMobile(ctx: Ctx, teacherId: string) {
  const [row] = await ctx.db
    .select({
      mobile: teachers.mobile,
      confirmedMobile: teachers.confirmedMobile,
      language: teachers.notificationLanguage,
    })
    .from(teachers)
    .where(eq(teachers.id, teacherId))
    .limit(1);
  // The guard found the account a moment ago; it can only be gone if it was deleted since.
  if (!row) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  return row;
}

/** Sends a new code to the teacher's current number (the earlier code stops working). */
export async function requestMobileCode({
  ctx,
  counters,
  teacherId,
}: {
  ctx: Ctx;
  counters: SharedCounters;
  teacherId: string;
}): Promise<'sent' | 'alreadyConfirmed'> {
  const teacher = await getMobile(ctx, teacherId);
  if (teacher.confirmedMobile === teacher.mobile) return 'alreadyConfirmed';
  if (ctx.config.rateLimit.enabled) {
    const { hits } = await counters.hit(`mobile-code:${teacherId}`, HOUR_MS);
    if (hits > ctx.config.rateLimit.mobileCodesPerHour) throw new AppError('TOO_MANY_REQUESTS', MSG.tooManyMobileCodes);
  }
  const code = newSmsCode();
  const row = {
    mobile: teacher.mobile,
    codeHash: secretHash(teacherId, code),
    codeTries: 0,
    expiresAt: sql`now() + make_interval(mins => ${SMS_CODE_TTL_MINUTES})`,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(mobileConfirmations)
      .values({ teacherId, ...row })
      .onConflictDoUpdate({ target: mobileConfirmations.teacherId, set: row });
    await notifyMobileCode(tx, {
      mobile: teacher.mobile,
      language: teacher.language ?? 'en',
      code,
      minutes: SMS_CODE_TTL_MINUTES,
    });
  });
  return 'sent';
}

/** Confirms the number the code was sent to, if it is still the teacher's number. */
export async function confirmMobile({ ctx, teacherId, code }: { ctx: Ctx; teacherId: string; code: string }) {
  const wrong = () => new AppError('BAD_REQUEST', MSG.mobileCodeWrong, { code: MSG.mobileCodeWrong });
  const [pending] = await ctx.db
    .select({ mobile: mobileConfirmations.mobile, codeHash: mobileConfirmations.codeHash, current: teachers.mobile })
    .from(mobileConfirmations)
    .innerJoin(teachers, eq(teachers.id, mobileConfirmations.teacherId))
    .where(and(eq(mobileConfirmations.teacherId, teacherId), gt(mobileConfirmations.expiresAt, sql`now()`)))
    .limit(1);
  if (!pending || pending.mobile !== pending.current) throw wrong();
  if (!sameHash(pending.codeHash, secretHash(teacherId, code))) {
    const [counted] = await ctx.db
      .update(mobileConfirmations)
      .set({ codeTries: sql`${mobileConfirmations.codeTries} + 1` })
      .where(eq(mobileConfirmations.teacherId, teacherId))
      .returning({ tries: mobileConfirmations.codeTries });
    // The last try voids the code: the teacher asks for a new one.
    if (counted && counted.tries >= SMS_CODE_TRIES) {
      await ctx.db.delete(mobileConfirmations).where(eq(mobileConfirmations.teacherId, teacherId));
    }
    throw wrong();
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(teachers)
      .set({ confirmedMobile: pending.mobile })
      .where(and(eq(teachers.id, teacherId), eq(teachers.mobile, pending.mobile)));
    await tx.delete(mobileConfirmations).where(eq(mobileConfirmations.teacherId, teacherId));
  });
}
