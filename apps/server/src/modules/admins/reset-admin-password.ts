// Sets an admin's password from the command line (npm run admin:reset-password): for the last admin
// when no e-mail goes out. Every session ends, and any forgotten-password link of the account is void.
import { NEW_PASSWORD_RULES } from '@gharguru/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, passwordResets } from '../../db/schema.js';
import { type HashingOptions, hashPassword } from '../../lib/passwords.js';
import { emailMatches } from '../auth/service.js';

export class AdminNotFound extends Error {}

export async function resetAdminPassword(
  db: Db,
  hashing: HashingOptions,
  input: { email: string; password: string },
): Promise<void> {
  const rule = NEW_PASSWORD_RULES.admin.safeParse(input.password);
  if (!rule.success) throw new Error(`password: ${rule.error.issues.map((issue) => issue.message).join('; ')}`);
  const passwordHash = await hashPassword(rule.data, hashing);
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1`, keptSessionId: null })
      .where(emailMatches(admins, input.email.trim()))
      .returning({ id: admins.id });
    if (!admin) throw new AdminNotFound(`No admin has the e-mail ${input.email}`);
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.adminId, admin.id), isNull(passwordResets.usedAt)));
  });
}
