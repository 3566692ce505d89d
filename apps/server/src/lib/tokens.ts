// Access tokens: HS256 JWTs that expire after TOKEN_TTL_SECONDS and carry the account's token version
// and the sign-in session they belong to (`sid`, random per sign-in, kept by the tokens a session
// is given later, so a password change can keep the session that made it: plugins/auth.ts).
// jose issues them; checking them (every authenticated request) is done here with node:crypto's HMAC:
// jose verifies through WebCrypto, whose per-call job set-up took 13 % of the CPU of an authenticated
// request under load (docs/performance.md), against well under 1 % for createHmac.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { TOKEN_TTL_SECONDS, type SessionRole } from '@gharguru/contract';
import { SignJWT } from 'jose';

export interface TokenClaims {
  accountId: string;
  role: SessionRole;
  tokenVersion: number;
  /** Undefined only in tokens issued before sessions had ids; such a session cannot be kept. */
  sessionId?: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  /** Without a `sessionId` the token starts a new session (a sign-in). */
  issue(claims: TokenClaims): Promise<string>;
  check(token: string): Promise<TokenCheck>;
}

const INVALID: TokenCheck = { ok: false, reason: 'invalid' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A base64url JSON object, or undefined for anything else (bad encoding, bad JSON, array, null). */
function decodeObject(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The rules of jose's jwtVerify for a compact HS256 JWS with exp, nbf and iat (no clock tolerance). */
function checkToken(token: string, key: Buffer): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return INVALID;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  // Only the canonical encoding of the right MAC passes (Buffer.from skips characters it cannot read).
  if (given.length !== expected.length || given.toString('base64url') !== signature) return INVALID;
  if (!timingSafeEqual(given, expected)) return INVALID;

  const protectedHeader = decodeObject(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return INVALID;
  const claims = decodeObject(payload);
  if (!claims) return INVALID;
  const { sub, role, tv, sid, exp, nbf, iat } = claims;
  const now = Math.floor(Date.now() / 1000);
  if (
    typeof exp !== 'number' ||
    (nbf !== undefined && typeof nbf !== 'number') ||
    (iat !== undefined && typeof iat !== 'number')
  ) {
    return INVALID;
  }
  if (exp <= now) return { ok: false, reason: 'expired' };
  if (typeof nbf === 'number' && nbf > now) return INVALID;
  // `sub` is an account id, a UUID: anything else (even signed with our key) would reach the
  // database as a uuid and fail there with a 500 (issue 26).
  if (
    typeof sub !== 'string' ||
    !UUID.test(sub) ||
    (role !== 'teacher' && role !== 'admin') ||
    typeof tv !== 'number'
  ) {
    return INVALID;
  }
  if (sid !== undefined && typeof sid !== 'string') return INVALID;
  return {
    ok: true,
    claims: { accountId: sub, role, tokenVersion: tv, ...(sid === undefined ? {} : { sessionId: sid }) },
  };
}

/** How many verified tokens a service remembers (about 300 bytes each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface Verified {
  claims: TokenClaims;
  exp: number;
  nbf: number | undefined;
}

/**
 * The claims of a token whose signature and claims were already checked, by the token's exact text:
 * the same text under the same key always checks the same way, so only the times are checked again
 * (a token still expires). A client sends its one token with every request; the HMAC, the two
 * base64url decodes and the JSON parses were 4-5 % of an indexed read's server CPU (decision 025's
 * profile). Only accepted tokens are kept, at most VERIFIED_TOKENS_KEPT, the oldest dropped first.
 */
function verifiedTokens(limit: number) {
  const kept = new Map<string, Verified>();
  return {
    get: (token: string) => kept.get(token),
    keep(token: string, verified: Verified) {
      if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
      kept.set(token, verified);
    },
  };
}

function recheckTimes({ claims, exp, nbf }: Verified): TokenCheck {
  const now = Math.floor(Date.now() / 1000);
  if (exp <= now) return { ok: false, reason: 'expired' };
  if (nbf !== undefined && nbf > now) return INVALID;
  return { ok: true, claims };
}

/** exp and nbf of a token checkToken accepted (so both are numbers or nbf is absent). */
function timesOf(token: string): { exp: number; nbf: number | undefined } {
  const payload = decodeObject(token.split('.')[1] ?? '') ?? {};
  return { exp: payload.exp as number, nbf: payload.nbf as number | undefined };
}

export function createTokenService(
  secret: string,
  ttlSeconds = TOKEN_TTL_SECONDS,
  keep = VERIFIED_TOKENS_KEPT,
): TokenService {
  const key = Buffer.from(secret, 'utf8');
  const verified = verifiedTokens(keep);
  return {
    issue: ({ accountId, role, tokenVersion, sessionId = randomUUID() }) =>
      new SignJWT({ role, tv: tokenVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(accountId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    check: async (token) => {
      const known = verified.get(token);
      if (known) return recheckTimes(known);
      const checked = checkToken(token, key);
      if (checked.ok) verified.keep(token, { claims: checked.claims, ...timesOf(token) });
      return checked;
    },
  };
}
