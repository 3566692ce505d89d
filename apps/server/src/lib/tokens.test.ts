import { SignJWT, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    ['a subject that is not a UUID', () => sign({ sub: 'x', role: 'teacher', tv: 0, exp: now() + 60 })],
    [
      'a subject with a UUID inside',
      () => sign({ sub: `${claims.accountId}'`, role: 'teacher', tv: 0, exp: now() + 60 }),
    ],
    ['two parts', async () => 'abc.def'],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s', async (_case, make) => {
    expect(await tokens.check(await make())).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('tokens already verified (kept by their text)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('still expires a token it has accepted before', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const service = createTokenService(SECRET, 60);
    const token = await service.issue(claims);
    expect((await service.check(token)).ok).toBe(true);
    vi.setSystemTime(Date.now() + 59_000);
    expect((await service.check(token)).ok).toBe(true);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await service.check(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token before its nbf and accepts it from then on', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const token = await sign({ sub: claims.accountId, role: 'teacher', tv: 3, exp: now() + 120, nbf: now() + 30 });
    expect(await tokens.check(token)).toEqual({ ok: false, reason: 'invalid' });
    vi.setSystemTime(Date.now() + 31_000);
    expect(await tokens.check(token)).toEqual({ ok: true, claims });
    expect(await tokens.check(token)).toEqual({ ok: true, claims });
  });

  it('refuses a token one character away from one it accepted', async () => {
    const token = await tokens.issue(claims);
    expect((await tokens.check(token)).ok).toBe(true);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(await tokens.check(`${token.slice(0, -1)}${last}`)).toEqual({ ok: false, reason: 'invalid' });
    const [h, , sig] = token.split('.');
    const admin = `${h}.${part({ sub: claims.accountId, role: 'admin', tv: 3, exp: now() + 60 })}.${sig}`;
    expect(await tokens.check(admin)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('checks every token alike past its limit, dropping the oldest', async () => {
    const service = createTokenService(SECRET, 60, 2);
    const issued = await Promise.all([1, 2, 3].map((tv) => service.issue({ ...claims, tokenVersion: tv })));
    for (const round of [1, 2]) {
      for (const [i, token] of issued.entries()) {
        const checked = await service.check(token);
        expect(checked.ok && checked.claims.tokenVersion, `round ${round}, token ${i}`).toBe(i + 1);
      }
    }
  });
});
