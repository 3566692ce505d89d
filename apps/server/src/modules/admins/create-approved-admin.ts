// Creates an approved admin, or approves and updates an existing one: how the first admin is made
// (requirements DEC-1). Used by the admin:create command and by tests.
import { AdminRegisterSchema } from '@gharguru/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins } from '../../db/schema.js';
import { hashPassword, type HashingOptions } from '../../lib/passwords.js';

export interface CreateAdminResult {
  id: string;
  created: boolean;
}

/** Validates with the registration rules, then inserts an approved admin or approves an existing one. */
export async function createApprovedAdmin(
  db: Db,
  hashing: HashingOptions,
  flags: Record<string, string>,
): Promise<CreateAdminResult> {
  const parsed = AdminRegisterSchema.safeParse({
    firstName: flags['first-name'],
    lastName: flags['last-name'],
    mobile: flags.mobile,
    email: flags.email,
    password: flags.password,
    conformPassword: flags.password,
    role: 'admin',
  });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  const input = parsed.data;
  const passwordHash = await hashPassword(input.password, hashing);
  const [existing] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(sql`lower(${admins.email})`, input.email))
    .limit(1);
  if (existing) {
    await db
      .update(admins)
      .set({
        role: 'admin',
        firstName: input.firstName,
        lastName: input.lastName,
        mobile: input.mobile,
        passwordHash,
        // A reset from the command line ends every session, the last kept one too.
        tokenVersion: sql`${admins.tokenVersion} + 1`,
        keptSessionId: null,
      })
      .where(eq(admins.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(admins)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      mobile: input.mobile,
      email: input.email,
      role: 'admin',
      passwordHash,
    })
    .returning({ id: admins.id });
  return { id: row!.id, created: true };
}
