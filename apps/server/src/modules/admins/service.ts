// The signed-in admin's own profile, and approving or rejecting admins who registered themselves
// (requirements DEC-1).
import { MSG, type AdminProfile, type AdminProfileEdit, type PendingAdmin } from '@gharguru/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { admins } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { requireFound } from '../../lib/require-found.js';
import { emailMatches } from '../auth/service.js';

type Ctx = Pick<AppContext, 'db'>;

const isPending = eq(admins.role, 'adminRolePending');

export async function getAdminProfile({ ctx, adminId }: { ctx: Ctx; adminId: string }): Promise<AdminProfile> {
  const [row] = await ctx.db
    .select({
      firstName: admins.firstName,
      lastName: admins.lastName,
      mobile: admins.mobile,
      email: admins.email,
      role: admins.role,
    })
    .from(admins)
    .where(eq(admins.id, adminId))
    .limit(1);
  // The guard found this admin a moment ago; a row gone since means the account was removed.
  if (!row) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  return row;
}

/** Only mobile and e-mail change: the names in the body are ignored, as the form shows them disabled. */
export async function updateAdminProfile({
  ctx,
  adminId,
  input,
}: {
  ctx: Ctx;
  adminId: string;
  input: AdminProfileEdit;
}): Promise<void> {
  const [taken] = await ctx.db
    .select({ id: admins.id })
    .from(admins)
    .where(and(emailMatches(admins, input.email), ne(admins.id, adminId)))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', MSG.emailTaken);
  // A concurrent registration of the same e-mail still fails on the unique index: the errors plugin answers 409.
  const updated = await ctx.db
    .update(admins)
    .set({ mobile: input.mobile, email: input.email })
    .where(eq(admins.id, adminId))
    .returning({ id: admins.id });
  if (updated.length === 0) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
}

/** Admins waiting for approval, oldest first: the first to ask is the first to be answered. */
export async function findPendingAdmins({ ctx }: { ctx: Ctx }): Promise<PendingAdmin[]> {
  const rows = await ctx.db
    .select({
      id: admins.id,
      firstName: admins.firstName,
      lastName: admins.lastName,
      mobile: admins.mobile,
      email: admins.email,
      createdAt: admins.createdAt,
    })
    .from(admins)
    .where(isPending)
    .orderBy(asc(admins.createdAt), asc(admins.id));
  return rows.map(({ id, createdAt, ...profile }) => ({ _id: id, ...profile, createdAt: createdAt.toISOString() }));
}

export async function approvePendingAdmin({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  const approved = await ctx.db
    .update(admins)
    .set({ role: 'admin' })
    .where(and(eq(admins.id, id), isPending))
    .returning({ id: admins.id });
  requireFound(approved, id);
}

/** Rejecting deletes the registration; only a pending admin can be removed this way, never an approved one. */
export async function rejectPendingAdmin({ ctx, id }: { ctx: Ctx; id: string }): Promise<void> {
  const deleted = await ctx.db
    .delete(admins)
    .where(and(eq(admins.id, id), isPending))
    .returning({ id: admins.id });
  requireFound(deleted, id);
}
