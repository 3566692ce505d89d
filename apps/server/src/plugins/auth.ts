// Who may call what. Every API route declares `config.access`; this plugin refuses to register a
// route without one, and adds the matching guard to every route that needs a signed-in account.
// The guard checks the token (signature, expiry, role) and then that the account still exists and
// the token is still current (its version, or the session a password change kept). A hot read may
// instead check the account in its own statement (`config.accountCheck: 'in-statement'`, decision
// 025): the guard then checks the token only, the route's statement reads the account's columns
// beside its data and hands them to `confirmAccount` before anything is answered; an answer that
// does not get that far (a 400, 403, 404 or 500) looks the account up first, as the guard would
// have, so a stale token is still refused with 401 before anything else is said.
import { MSG, type SessionRole } from '@gharguru/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { admins, teachers } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { preparedFor, withFlatRows } from '../lib/prepared.js';
import type { TokenClaims, TokenService } from '../lib/tokens.js';

export type Access = 'public' | SessionRole;

export interface Account {
  id: string;
  role: SessionRole;
  firstName: string;
  lastName: string;
  tokenVersion: number;
  /** The sign-in session of the token (undefined in tokens from before sessions had ids). */
  sessionId?: string;
}

/** Where a guarded route's account is looked up: by the guard (default), or in the route's own statement. */
export type AccountCheck = 'guard' | 'in-statement';

/** A checked token whose account the route's statement has not confirmed yet. */
export interface PendingAccount {
  claims: TokenClaims;
  /** The guard's own look-up, for answers that never reach the route's statement. */
  lookUp(): Promise<Account>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    accountCheck?: AccountCheck;
  }
  interface FastifyRequest {
    account?: Account;
    pendingAccount?: PendingAccount;
  }
}

/** The signed-in account of a guarded route; the guard has already run, so it is always there. */
export function requireAccount(request: FastifyRequest): Account {
  if (!request.account) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  return request.account;
}

/** The account columns a statement selects for `confirmAccount`, beside its own. */
export interface AccountColumns {
  accountTokenVersion: number | null;
  accountKeptSessionId: string | null;
  accountFirstName: string | null;
  accountLastName: string | null;
  /** An admin's role ('admin' or 'pending'); a teacher has none. */
  accountRole?: string | null;
}

/** A teacher's `AccountColumns`, for a statement that reads `teachers` by the token's account id. */
export const teacherAccountColumns = accountColumnsOf(teachers);

function accountColumnsOf(table: typeof teachers | typeof admins) {
  return {
    accountTokenVersion: table.tokenVersion,
    accountKeptSessionId: table.keptSessionId,
    accountFirstName: table.firstName,
    accountLastName: table.lastName,
  };
}

/** An admin's `AccountColumns`, for a statement that reads `admins` by the token's account id. */
export const adminAccountColumns = {
  ...accountColumnsOf(admins),
  accountRole: admins.role,
};

/** The account id of the token of an `in-statement` route, for its statement to read the account by. */
export function pendingAccountId(request: FastifyRequest): string {
  const pending = request.pendingAccount;
  if (!pending) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  return pending.claims.accountId;
}

/**
 * Confirms the token of an `in-statement` route with the account its statement read (no row: the
 * account is gone), with the guard's own rules; refuses it with 401 as the guard would.
 */
export function confirmAccount(request: FastifyRequest, row: AccountColumns | undefined): Account {
  const pending = request.pendingAccount;
  if (!pending) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  if (!row || row.accountTokenVersion === null || row.accountFirstName === null || row.accountLastName === null) {
    throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  }
  const account = checkedAccount(pending.claims, {
    id: pending.claims.accountId,
    firstName: row.accountFirstName,
    lastName: row.accountLastName,
    tokenVersion: row.accountTokenVersion,
    keptSessionId: row.accountKeptSessionId,
    role: row.accountRole ?? null,
  });
  request.pendingAccount = undefined;
  request.account = account;
  return account;
}

/**
 * For an answer other than success: the error that must be answered instead when the request's
 * token is stale (the guard's 401 or 403), or the look-up's own failure; undefined when the
 * account is current or was already confirmed.
 */
export async function refusalOfPendingAccount(request: FastifyRequest): Promise<unknown> {
  if (!request.pendingAccount) return undefined;
  try {
    await lookUpAccount(request);
    return undefined;
  } catch (error) {
    return error;
  }
}

/** `confirmAccount` by the guard's own look-up: for a path of an `in-statement` route that reads no account. */
export async function lookUpAccount(request: FastifyRequest): Promise<Account> {
  const pending = request.pendingAccount;
  if (!pending) return requireAccount(request);
  const account = await pending.lookUp();
  request.pendingAccount = undefined;
  request.account = account;
  return account;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Every authenticated request looks its account up: a prepared statement per role. */
const accountById = {
  teacher: preparedFor((db) =>
    withFlatRows(
      db
        .select({
          id: teachers.id,
          firstName: teachers.firstName,
          lastName: teachers.lastName,
          tokenVersion: teachers.tokenVersion,
          keptSessionId: teachers.keptSessionId,
          role: teachers.id,
        })
        .from(teachers)
        .where(eq(teachers.id, sql.placeholder('id')))
        .limit(1)
        .prepare('auth_teacher_by_id'),
    ),
  ),
  admin: preparedFor((db) =>
    withFlatRows(
      db
        .select({
          id: admins.id,
          firstName: admins.firstName,
          lastName: admins.lastName,
          tokenVersion: admins.tokenVersion,
          keptSessionId: admins.keptSessionId,
          role: admins.role,
        })
        .from(admins)
        .where(eq(admins.id, sql.placeholder('id')))
        .limit(1)
        .prepare('auth_admin_by_id'),
    ),
  ),
};

async function findAccount(db: Db, role: SessionRole, id: string) {
  const [row] = await accountById[role](db).execute({ id });
  return row;
}

/**
 * A token is current when it carries the account's token version, or when it belongs to the session
 * that made the last password change: that change bumped the version to end every other session
 * and kept its own (requirements DEC-4).
 */
function isCurrent(row: { tokenVersion: number; keptSessionId: string | null }, claims: TokenClaims): boolean {
  return (
    row.tokenVersion === claims.tokenVersion ||
    (claims.sessionId !== undefined && row.keptSessionId === claims.sessionId)
  );
}

type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The guard's rules on the account a token names; throws the guard's 401 or 403. */
function checkedAccount(claims: TokenClaims, row: Omit<AccountRow, 'role'> & { role: string | null }): Account {
  if (!isCurrent(row, claims)) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  if (claims.role === 'admin' && row.role !== 'admin') throw new AppError('FORBIDDEN', MSG.adminPending);
  return {
    id: row.id,
    role: claims.role,
    firstName: row.firstName,
    lastName: row.lastName,
    tokenVersion: row.tokenVersion,
    sessionId: claims.sessionId,
  };
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; tokens: TokenService; apiPrefix: string; docsPrefix: string }) => {
    const { db, tokens, apiPrefix, docsPrefix } = options;

    async function lookUp(claims: TokenClaims): Promise<Account> {
      const row = await findAccount(db, claims.role, claims.accountId);
      if (!row) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
      return checkedAccount(claims, row);
    }

    async function checkedClaims(request: FastifyRequest, required: SessionRole): Promise<TokenClaims> {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
      const checked = await tokens.check(token);
      if (!checked.ok) {
        throw new AppError('UNAUTHORIZED', checked.reason === 'expired' ? MSG.sessionExpired : MSG.unauthorized);
      }
      if (checked.claims.role !== required) throw new AppError('FORBIDDEN', MSG.forbidden);
      return checked.claims;
    }

    async function authenticate(request: FastifyRequest, required: SessionRole) {
      request.account = await lookUp(await checkedClaims(request, required));
    }

    async function authenticateLater(request: FastifyRequest, required: SessionRole) {
      const claims = await checkedClaims(request, required);
      request.pendingAccount = { claims, lookUp: () => lookUp(claims) };
    }

    /** An `in-statement` route that answers success without confirming its account fails closed. */
    function confirmedBeforeSuccess(
      request: FastifyRequest,
      reply: FastifyReply,
      _payload: unknown,
      done: (error?: Error | null) => void,
    ) {
      if (request.pendingAccount && reply.statusCode < 400) {
        return done(new Error(`${request.method} ${request.routeOptions.url} answered without confirming its account`));
      }
      done();
    }

    app.addHook('onRoute', (route) => {
      // The OpenAPI pages are public and registered by @fastify/swagger-ui, not by us.
      if (!route.url.startsWith(apiPrefix) || route.url.startsWith(docsPrefix)) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
      }
      if (access === 'public') return;
      const inStatement = route.config?.accountCheck === 'in-statement';
      const guard = inStatement
        ? async (request: FastifyRequest) => authenticateLater(request, access)
        : async (request: FastifyRequest) => authenticate(request, access);
      // Before validation: a caller without a valid token learns nothing about the body's rules
      // or the ids, and gets 401 rather than 400 (for `in-statement` routes, errors.ts settles the
      // account before any error answer).
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [guard, ...existing];
      if (inStatement) route.onSend = [...(route.onSend ? [route.onSend].flat() : []), confirmedBeforeSuccess];
    });
  },
  { name: 'auth' },
);
