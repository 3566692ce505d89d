// Password change for either kind of account: checks the current password, stores the new hash
// and bumps the token version, so every token issued before stops working, except those of the
// session that made the change, which is kept (as Django and Devise do; requirements DEC-4): a
// client that keeps its token after the change is not thrown out. The caller also gets a fresh token
// of the same session.
import { randomUUID } from 'node:crypto';
import { MSG } from '@gharguru/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { admins, teachers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Account } from '../../plugins/auth.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { notifyPasswordChanged } from '../notifications/notify.js';

export async function changePassword({
  ctx,
  session,
  input,
}: {
  ctx: Pick<AppContext, 'db' | 'config' | 'tokens'>;
  /** The signed-in account whose session makes the change. */
  session: Account;
  input: { currentPassword: string; newPassword: string };
}): Promise<{ accessToken: string }> {
  const { id: accountId, role } = session;
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
  // A token from before sessions had ids cannot be kept; the fresh token starts the kept session.
  const sessionId = session.sessionId ?? randomUUID();
  // The security note is written with the change (issue 11): a changed password always sends it.
  const [updated] = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(table)
      .set({ passwordHash, tokenVersion: sql`${table.tokenVersion} + 1`, keptSessionId: sessionId })
      .where(eq(table.id, accountId))
      .returning({ tokenVersion: table.tokenVersion });
    if (rows.length > 0) {
      await notifyPasswordChanged({ tx, publicUrl: ctx.config.notifications.publicUrl }, { role, id: accountId });
    }
    return rows;
  });
  if (!updated) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  return { accessToken: await ctx.tokens.issue({ accountId, role, tokenVersion: updated.tokenVersion, sessionId }) };
}
