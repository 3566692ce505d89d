// Sign-up and sign-in for teachers and admins.
import {
  MSG,
  type AdminRegister,
  type AdminLogin,
  type NotificationLanguage,
  type SessionRole,
  type TeacherLogin,
  type TeacherRegister,
  canonicalPlace,
} from '@gharguru/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { admins, teachers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { checkSignInPassword, hashPassword } from '../../lib/passwords.js';
import { notifyPendingAdminRegistered } from '../notifications/notify.js';

type Ctx = Pick<AppContext, 'db' | 'config' | 'tokens' | 'signInLimits'>;

const accountTable = { teacher: teachers, admin: admins } as const;

/** Case-insensitive e-mail lookup, served by the lower(email) unique index. */
export function emailMatches(table: typeof teachers | typeof admins, email: string) {
  return eq(sql`lower(${table.email})`, email.toLowerCase());
}

export async function isEmailRegistered(ctx: Pick<Ctx, 'db'>, role: SessionRole, email: string): Promise<boolean> {
  const table = accountTable[role];
  const [row] = await ctx.db.select({ id: table.id }).from(table).where(emailMatches(table, email)).limit(1);
  return row !== undefined;
}

/** The sign-up form's language becomes the teacher's notification language (issue 11). */
export async function registerTeacher({
  ctx,
  input,
  language,
}: {
  ctx: Ctx;
  input: TeacherRegister;
  language?: NotificationLanguage;
}): Promise<void> {
  const { password, ...profile } = input;
  // Hashed first, so a taken e-mail costs as long as a new one (issue 26: 6 ms against 46 ms told
  // an enumerator which e-mails exist faster than the answer's words; the public-form limit counts both).
  const passwordHash = await hashPassword(password, ctx.config.passwordHashing);
  if (await isEmailRegistered(ctx, 'teacher', input.email)) throw new AppError('CONFLICT', MSG.emailTaken);
  await ctx.db.insert(teachers).values({
    ...profile,
    // A known place is stored under its English name, whichever spelling was typed (issue 33).
    city: canonicalPlace(profile.city),
    area: canonicalPlace(profile.area),
    passwordHash,
    notificationLanguage: language ?? null,
  });
}

/**
 * Self-registration always stores adminRolePending, whatever role the body asked for; the approved
 * admins are told in the same transaction (issue 11).
 */
export async function registerAdmin({
  ctx,
  input,
  language,
}: {
  ctx: Ctx;
  input: AdminRegister;
  language?: NotificationLanguage;
}): Promise<void> {
  // Hashed first, as for teachers: a taken e-mail costs as long as a new one.
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashing);
  if (await isEmailRegistered(ctx, 'admin', input.email)) throw new AppError('CONFLICT', MSG.emailTaken);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(admins).values({
      firstName: input.firstName,
      lastName: input.lastName,
      mobile: input.mobile,
      email: input.email,
      role: 'adminRolePending',
      passwordHash,
      notificationLanguage: language ?? null,
    });
    await notifyPendingAdminRegistered({ tx, publicUrl: ctx.config.notifications.publicUrl }, input);
  });
}

export interface SignedIn {
  accessToken: string;
  user: { firstName: string; lastName: string; role: SessionRole };
}

/** A sign-in refused by the limits: the caller learns when to try again (Retry-After). */
export class SignInRefused extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', MSG.tooManySignIns);
  }
}

export async function signIn({
  ctx,
  role,
  input,
  address,
  language,
}: {
  ctx: Ctx;
  role: SessionRole;
  input: TeacherLogin | AdminLogin;
  /** The caller's address, for the per account and address limit. */
  address: string;
  /** The sign-in form's language: kept as the notification language of an account without one. */
  language?: NotificationLanguage;
}): Promise<SignedIn> {
  const attempt = { role, email: input.email, address };
  const table = accountTable[role];
  // A pair's attempts take turns in this process, so each sees the failures before it and only
  // failures count: parallel right passwords all get in, parallel wrong ones stop at the limit.
  const account = await ctx.signInLimits.inTurn(attempt, async () => {
    const admission = await ctx.signInLimits.admit(attempt);
    if (!admission.admitted) throw new SignInRefused(admission.retryAfterSeconds);
    const [found] = await ctx.db
      .select({
        id: table.id,
        firstName: table.firstName,
        lastName: table.lastName,
        passwordHash: table.passwordHash,
        tokenVersion: table.tokenVersion,
        notificationLanguage: table.notificationLanguage,
        adminRole: role === 'admin' ? admins.role : sql<string>`'teacher'`,
      })
      .from(table)
      .where(emailMatches(table, input.email))
      .limit(1);
    const passwordOk = await checkSignInPassword(found?.passwordHash, input.password, ctx.config.passwordHashing);
    if (!found || !passwordOk) {
      await ctx.signInLimits.failed(attempt);
      throw new AppError('UNAUTHORIZED', MSG.invalidCredentials);
    }
    await ctx.signInLimits.succeeded(attempt);
    return found;
  });
  // Only someone who knows the password learns that the account waits for approval.
  if (role === 'admin' && account.adminRole !== 'admin') throw new AppError('FORBIDDEN', MSG.adminPending);

  // Accounts from before issue 11 (or from admin:create) learn their language at their next sign-in.
  if (language && account.notificationLanguage === null) {
    await ctx.db
      .update(table)
      .set({ notificationLanguage: language })
      .where(and(eq(table.id, account.id), isNull(table.notificationLanguage)));
  }
  // A sign-in starts a new session (a fresh `sid`): a password change keeps only its own session.
  const accessToken = await ctx.tokens.issue({ accountId: account.id, role, tokenVersion: account.tokenVersion });
  return { accessToken, user: { firstName: account.firstName, lastName: account.lastName, role } };
}
