// Who may call what. Every API route declares `config.access`; this plugin refuses to register a
// route without one, and adds the matching guard to every route that needs a signed-in account.
// The guard checks the token (signature, expiry, role) and then that the account still exists and
// the token is still current (its version, or the session a password change kept): one look-up of
// the account by the token's id, before the route's schema or handler sees the request.
import { MSG, type SessionRole } from '@gharguru/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { admins, teachers } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { preparedFor } from '../lib/prepared.js';
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

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    account?: Account;
  }
}

/** The signed-in account of a guarded route; the guard has already run, so it is always there. */
export function requireAccount(request: FastifyRequest): Account {
  if (!request.account) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  return request.account;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Every authenticated request looks its account up: a prepared statement per role (Drizzle's
 * `prepare`, built once per database handle), so the query is not built again on every request.
 */
const accountById = {
  teacher: preparedFor((db) =>
    db
      .select({
        id: teachers.id,
        firstName: teachers.firstName,
        lastName: teachers.lastName,
        tokenVersion: teachers.tokenVersion,
        keptSessionId: teachers.keptSessionId,
        // A teacher has no role column; only an admin's is checked (pending or approved).
        role: sql<string | null>`null`,
      })
      .from(teachers)
      .where(eq(teachers.id, sql.placeholder('id')))
      .limit(1)
      .prepare('auth_teacher_by_id'),
  ),
  admin: preparedFor((db) =>
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
function checkedAccount(claims: TokenClaims, row: AccountRow): Account {
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

    app.addHook('onRoute', (route) => {
      // The OpenAPI pages are public and registered by @fastify/swagger-ui, not by us.
      if (!route.url.startsWith(apiPrefix) || route.url.startsWith(docsPrefix)) return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
      }
      if (access === 'public') return;
      const guard = async (request: FastifyRequest) => authenticate(request, access);
      // Before validation: a caller without a valid token learns nothing about the body's rules
      // or the ids, and gets 401 rather than 400.
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [guard, ...existing];
    });
  },
  { name: 'auth' },
);
