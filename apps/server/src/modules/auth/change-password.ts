// Password change for either kind of account: checks the current password, stores the new hash
// and bumps the token version, so every token issued before stops working (DESIGN.md decision 4).
// The caller gets a fresh token for the session that made the change.
import { MSG, type SessionRole } from '@gharguru/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { admins, teachers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';

export async function changePassword({
  ctx,
  role,
  accountId,
  input,
}: {
  ctx: Pick<AppContext, 'db' | 'config' | 'tokens'>;
  role: SessionRole;
  accountId: string;
  input: { currentPassword: string; newPassword: string };
}): Promise<{ accessToken: string }> {
  const table = role === 'teacher' ? teachers : admins;
  const [account] = await ctx.db
    .select({ passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, accountId))
    .limit(1);
  if (!account) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    // 400, not 401: the session is fine, the form's value is wrong; the screen keeps the user there.
    throw new AppError('BAD_REQUEST', MSG.currentPasswordWrong, { currentPassword: MSG.currentPasswordWrong });
  }
  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHashing);
  const [updated] = await ctx.db
    .update(table)
    .set({ passwordHash, tokenVersion: sql`${table.tokenVersion} + 1` })
    .where(eq(table.id, accountId))
    .returning({ tokenVersion: table.tokenVersion });
  if (!updated) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  return { accessToken: await ctx.tokens.issue({ accountId, role, tokenVersion: updated.tokenVersion }) };
}
