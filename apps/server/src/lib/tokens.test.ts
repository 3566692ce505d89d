import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);
const tokens = createTokenService(SECRET);
const claims = { accountId: '7b0e2c36-1f7e-4b8a-9d5c-2f1e0a9b8c7d', role: 'teacher' as const, tokenVersion: 3 };
const now = () => Math.floor(Date.now() / 1000);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) {
  return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(key);
}

describe('token check', () => {
  it('accepts what it issues, and jose accepts it too', async () => {
    const token = await tokens.issue(claims);
    expect(await tokens.check(token)).toEqual({ ok: true, claims: { ...claims, sessionId: expect.any(String) } });
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ sub: claims.accountId, role: 'teacher', tv: 3, sid: expect.any(String) });
  });

  it('starts a new session per token unless told which one it belongs to', async () => {
    const sessionOf = async (token: string) => {
      const checked = await tokens.check(token);
      return checked.ok ? checked.claims.sessionId : undefined;
    };
    const [first, second] = await Promise.all([
      sessionOf(await tokens.issue(claims)),
      sessionOf(await tokens.issue(claims)),
    ]);
    expect(first).not.toBe(second);
    const sessionId = '0f8e5a43-7d2b-4c1e-9a6f-3b2d1c0e9f8a';
    expect(await sessionOf(await tokens.issue({ ...claims, sessionId }))).toBe(sessionId);
  });

  it('accepts a token from before sessions had ids, with no session', async () => {
    const token = await sign({ sub: claims.accountId, role: 'teacher', tv: 3, iat: now(), exp: now() + 60 });
    expect(await tokens.check(token)).toEqual({ ok: true, claims });
  });

  it('tells an expired token apart', async () => {
    const token = await sign({ sub: claims.accountId, role: 'admin', tv: 0, iat: now() - 100, exp: now() - 1 });
    expect(await tokens.check(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    [
      'another secret',
      async () =>
        new SignJWT({ sub: 'x', role: 'teacher', tv: 0, exp: now() + 60 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(`${SECRET}!`)),
    ],
    [
      'alg none',
      async () => `${part({ alg: 'none' })}.${part({ sub: 'x', role: 'teacher', tv: 0, exp: now() + 60 })}.`,
    ],
    ['another algorithm', () => sign({ sub: 'x', role: 'teacher', tv: 0, exp: now() + 60 }, { alg: 'HS512' })],
    [
      'a critical header',
      () => sign({ sub: 'x', role: 'teacher', tv: 0, exp: now() + 60 }, { alg: 'HS256', crit: ['b64'], b64: true }),
    ],
    ['no expiry', () => sign({ sub: 'x', role: 'teacher', tv: 0 })],
    ['a future nbf', () => sign({ sub: 'x', role: 'teacher', tv: 0, exp: now() + 60, nbf: now() + 30 })],
    ['a text expiry', () => sign({ sub: 'x', role: 'teacher', tv: 0, exp: String(now() + 60) })],
    ['an unknown role', () => sign({ sub: 'x', role: 'owner', tv: 0, exp: now() + 60 })],
    ['no token version', () => sign({ sub: 'x', role: 'teacher', exp: now() + 60 })],
    ['no subject', () => sign({ role: 'teacher', tv: 0, exp: now() + 60 })],
    ['a session id that is not text', () => sign({ sub: 'x', role: 'teacher', tv: 0, sid: 7, exp: now() + 60 })],
    [
      'a changed payload',
      async () => {
        const [h, , s] = (await tokens.issue(claims)).split('.');
        return `${h}.${part({ sub: claims.accountId, role: 'admin', tv: 3, exp: now() + 60 })}.${s}`;
      },
    ],
    ['a signature with a stray character', async () => `${await tokens.issue(claims)}*`],
    [
      'a payload that is not JSON',
      async () => {
        const body = Buffer.from('not json').toString('base64url');
        const h = part({ alg: 'HS256' });
        const { createHmac } = await import('node:crypto');
        return `${h}.${body}.${createHmac('sha256', SECRET).update(`${h}.${body}`).digest('base64url')}`;
      },
    ],
    ['two parts', async () => 'abc.def'],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s', async (_case, make) => {
    expect(await tokens.check(await make())).toEqual({ ok: false, reason: 'invalid' });
  });
});
