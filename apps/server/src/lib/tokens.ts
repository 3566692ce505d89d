// Access tokens: HS256 JWTs that expire after TOKEN_TTL_SECONDS and carry the account's token version.
import { TOKEN_TTL_SECONDS, type SessionRole } from '@gharguru/contract';
import { SignJWT, errors, jwtVerify } from 'jose';

export interface TokenClaims {
  accountId: string;
  role: SessionRole;
  tokenVersion: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  check(token: string): Promise<TokenCheck>;
}

export function createTokenService(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ accountId, role, tokenVersion }) =>
      new SignJWT({ role, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(accountId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async check(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { sub, role, tv } = payload;
        if (typeof sub !== 'string' || (role !== 'teacher' && role !== 'admin') || typeof tv !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { accountId: sub, role, tokenVersion: tv } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
