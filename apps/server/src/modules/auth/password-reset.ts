// Forgotten passwords (issue 30, docs/decisions/035-password-reset.md). A request answers the same,
// in the same time, whether or not the account exists: the route answers first and runs
// requestPasswordReset after (lib/after-reply.ts).
// A reset is single use, valid SMS_CODE_TTL_MINUTES; its code allows SMS_CODE_TRIES wrong tries.
import { randomUUID } from 'node:crypto';
import {
  MSG,
  NEW_PASSWORD_RULES,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  SMS_CODE_TRIES,
  SMS_CODE_TTL_MINUTES,
  type SessionRole,
} from '@gharguru/contract';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { admins, passwordResets, teachers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newLinkToken, newSmsCode, sameHash, secretHash } from '../../lib/one-time-secrets.js';
import { hashPassword } from '../../lib/passwords.js';
import { notifyPasswordChanged, notifyPasswordReset } from '../notifications/notify.js';
import type { ResetLimits } from './reset-limits.js';
import { emailMatches } from './service.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'tokens'>;

const accountTable = { teacher: teachers, admin: admins } as const;
const ownerColumn = { teacher: passwordResets.teacherId, admin: passwordResets.adminId } as const;
const stillValid = and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));

export async function requestPasswordReset({
  ctx,
  limits,
  input,
  address,
}: {
  ctx: Ctx;
  limits: ResetLimits;
  input: PasswordResetRequest;
  address: string;
}): Promise<void> {
  const { role, email } = input;
  const admitted = await limits({ role, email, address });
  const table = accountTable[role];
  const [account] = await ctx.db
    .select({ id: table.id, firstName: table.firstName })
    .from(table)
    .where(emailMatches(table, email))
    .limit(1);
  if (!account || !admitted) return;
  const id = randomUUID();
  const token = newLinkToken();
  const code = newSmsCode();
  const reset = { id, tokenHash: secretHash(token), codeHash: role === 'teacher' ? secretHash(id, code) : null };

  const owner = ownerColumn[role];
  await ctx.db.transaction(async (tx) => {
    // Only the newest request of an account works: an older link or code is void.
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(owner, account.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      ...reset,
      [role === 'teacher' ? 'teacherId' : 'adminId']: account.id,
      expiresAt: sql`now() + make_interval(mins => ${SMS_CODE_TTL_MINUTES})`,
    });
    await notifyPasswordReset(
      { tx, publicUrl: ctx.config.notifications.publicUrl },
      { role, id: account.id, firstName: account.firstName, token, code, minutes: SMS_CODE_TTL_MINUTES },
    );
  });
}

interface FoundReset {
  id: string;
  role: SessionRole;
  accountId: string;
}

function foundReset(row: { id: string; teacherId: string | null; adminId: string | null }): FoundReset {
  return row.teacherId
    ? { id: row.id, role: 'teacher', accountId: row.teacherId }
    : { id: row.id, role: 'admin', accountId: row.adminId as string };
}

const linkInvalid = () => new AppError('BAD_REQUEST', MSG.resetLinkInvalid, { token: MSG.resetLinkInvalid });
const codeWrong = () => new AppError('BAD_REQUEST', MSG.resetCodeWrong, { code: MSG.resetCodeWrong });

async function findByToken(ctx: Ctx, token: string): Promise<FoundReset> {
  const [row] = await ctx.db
    .select({ id: passwordResets.id, teacherId: passwordResets.teacherId, adminId: passwordResets.adminId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, secretHash(token)), stillValid))
    .limit(1);
  if (!row) throw linkInvalid();
  return foundReset(row);
}

/** The teacher's newest valid request whose code matches; a wrong code counts a try (the last one voids it). */
async function findByCode(ctx: Ctx, email: string, code: string): Promise<FoundReset> {
  const [row] = await ctx.db
    .select({
      id: passwordResets.id,
      teacherId: passwordResets.teacherId,
      adminId: passwordResets.adminId,
      codeHash: passwordResets.codeHash,
    })
    .from(passwordResets)
    .innerJoin(teachers, eq(teachers.id, passwordResets.teacherId))
    .where(and(emailMatches(teachers, email), isNotNull(passwordResets.codeHash), stillValid))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (!row?.codeHash) throw codeWrong();
  if (!sameHash(row.codeHash, secretHash(row.id, code))) {
    await ctx.db
      .update(passwordResets)
      .set({
        codeTries: sql`${passwordResets.codeTries} + 1`,
        usedAt: sql`case when ${passwordResets.codeTries} + 1 >= ${SMS_CODE_TRIES} then now() end`,
      })
      .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)));
    throw codeWrong();
  }
  return foundReset(row);
}

export interface PasswordResetDone {
  role: SessionRole;
  /** Null for an admin still awaiting approval: the password changed, the sign-in waits. */
  accessToken: string | null;
  user: { firstName: string; lastName: string; role: SessionRole };
}

/**
 * Sets the new password: every earlier session ends (the token version moves) and this device gets
 * the one session kept, as a password change does (change-password.ts); the owner is told by e-mail.
 */
export async function confirmPasswordReset({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: PasswordResetConfirm;
}): Promise<PasswordResetDone> {
  const reset =
    input.token !== undefined
      ? await findByToken(ctx, input.token)
      : await findByCode(ctx, input.email ?? '', input.code ?? '');
  const { role, accountId } = reset;
  // The body was checked with the teacher's rules; an admin's password keeps the admin's.
  const rule = NEW_PASSWORD_RULES[role].safeParse(input.newPassword);
  if (!rule.success) {
    const message = rule.error.issues[0]?.message ?? MSG.passwordUppercase;
    throw new AppError('BAD_REQUEST', message as typeof MSG.passwordUppercase, {
      newPassword: message as typeof MSG.passwordUppercase,
    });
  }
  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHashing);
  const sessionId = randomUUID();
  const table = accountTable[role];

  const account = await ctx.db.transaction(async (tx) => {
    // Single use even when two confirmations race: only one of them marks the request used.
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.id, reset.id), stillValid))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw input.token !== undefined ? linkInvalid() : codeWrong();
    const [updated] = await tx
      .update(table)
      .set({ passwordHash, tokenVersion: sql`${table.tokenVersion} + 1`, keptSessionId: sessionId })
      .where(eq(table.id, accountId))
      .returning({
        firstName: table.firstName,
        lastName: table.lastName,
        tokenVersion: table.tokenVersion,
        adminRole: role === 'admin' ? admins.role : sql<string>`'teacher'`,
      });
    if (!updated) throw linkInvalid();
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(ownerColumn[role], accountId), isNull(passwordResets.usedAt)));
    await notifyPasswordChanged({ tx, publicUrl: ctx.config.notifications.publicUrl }, { role, id: accountId });
    return updated;
  });

  const user = { firstName: account.firstName, lastName: account.lastName, role };
  if (role === 'admin' && account.adminRole !== 'admin') return { role, accessToken: null, user };
  const accessToken = await ctx.tokens.issue({ accountId, role, tokenVersion: account.tokenVersion, sessionId });
  return { role, accessToken, user };
}
