// A password change ends every other session and keeps the one that made it (requirements DEC-4,
// as Django and Devise do): the original frontend keeps its token after a change and must not be
// thrown out. Both kinds of account, through the real routes.
import { API_PATHS, MSG, type SessionRole } from '@gharguru/contract';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signInNewAdmin, signUpTeacher, testAppForFile } from '../../../test/test-app.js';

const t = testAppForFile();

interface Role {
  role: SessionRole;
  newAccount(): Promise<{ token: string; email: string; password: string }>;
  login: string;
  profile: string;
  changePassword: string;
  /** Two new passwords that follow the role's rules. */
  passwords: [string, string];
}

/** Each role's routes are named alike in the contract: teacherLogin, adminLogin and so on. */
const routesOf = (role: SessionRole) => ({
  login: API_PATHS[`${role}Login`],
  profile: API_PATHS[`${role}Profile`],
  changePassword: API_PATHS[`${role}ChangePassword`],
});

const roles: Role[] = [
  { role: 'teacher', newAccount: () => signUpTeacher(t), passwords: ['newpass1', 'newpass2'], ...routesOf('teacher') },
  { role: 'admin', newAccount: () => signInNewAdmin(t), passwords: ['Naya1234', 'Naya5678'], ...routesOf('admin') },
];

describe.each(roles)('$role sessions across a password change', (r) => {
  async function signIn(email: string, password: string): Promise<string> {
    const response = await t.post(r.login, { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().accessToken;
  }

  async function change(token: string, currentPassword: string, newPassword: string): Promise<string> {
    const response = await t.api({
      method: 'PUT',
      path: r.changePassword,
      token,
      body: { currentPassword, newPassword, conformNewPassword: newPassword },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().accessToken;
  }

  async function profileStatus(token: string): Promise<number> {
    return (await t.api({ method: 'GET', path: r.profile, token })).statusCode;
  }

  it('[DEC-4] keeps the changing session (its old token and the fresh one) and ends the other sign-ins', async () => {
    const account = await r.newAccount();
    const otherDevice = await signIn(account.email, account.password);
    const [newPassword] = r.passwords;

    const fresh = await change(account.token, account.password, newPassword);

    expect(await profileStatus(account.token)).toBe(200);
    expect(await profileStatus(fresh)).toBe(200);
    const ended = await t.api({ method: 'GET', path: r.profile, token: otherDevice });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(MSG.sessionExpired);
  });

  it('starts every sign-in after the change as a session of its own, valid by the new version', async () => {
    const account = await r.newAccount();
    const [newPassword] = r.passwords;
    await change(account.token, account.password, newPassword);

    const later = await signIn(account.email, newPassword);
    expect(await profileStatus(later)).toBe(200);
    expect(await profileStatus(account.token)).toBe(200);
  });

  it('[DEC-4] keeps the session through a second change it makes', async () => {
    const account = await r.newAccount();
    const [first, second] = r.passwords;
    const fresh = await change(account.token, account.password, first);
    const between = await signIn(account.email, first);

    const fresher = await change(account.token, first, second);

    for (const token of [account.token, fresh, fresher]) expect(await profileStatus(token)).toBe(200);
    expect(await profileStatus(between)).toBe(401);
  });

  it('[DEC-4] ends the first changing session when a newer session changes the password', async () => {
    const account = await r.newAccount();
    const [first, second] = r.passwords;
    const firstFresh = await change(account.token, account.password, first);
    const newer = await signIn(account.email, first);

    const newerFresh = await change(newer, first, second);

    expect(await profileStatus(account.token)).toBe(401);
    expect(await profileStatus(firstFresh)).toBe(401);
    expect(await profileStatus(newer)).toBe(200);
    expect(await profileStatus(newerFresh)).toBe(200);
  });

  it('keeps the fresh token in the session that made the change', async () => {
    const account = await r.newAccount();
    const fresh = await change(account.token, account.password, r.passwords[0]);
    const [before, after] = await Promise.all([t.tokens.check(account.token), t.tokens.check(fresh)]);
    if (!before.ok || !after.ok) throw new Error('the tokens do not verify');
    expect(after.claims.sessionId).toBe(before.claims.sessionId);
    expect(after.claims.tokenVersion).toBe(before.claims.tokenVersion + 1);
  });
});

describe('tokens from before sessions had ids', () => {
  it('stay valid until a password change, which ends them and keeps only the fresh token', async () => {
    const teacher = await signUpTeacher(t);
    const checked = await t.tokens.check(teacher.token);
    if (!checked.ok) throw new Error('the token does not verify');
    // A token as issued before this version: no `sid`.
    const legacy = await new SignJWT({ role: 'teacher', tv: checked.claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(checked.claims.accountId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const profile = (token: string) => t.api({ method: 'GET', path: API_PATHS.teacherProfile, token });
    expect((await profile(legacy)).statusCode).toBe(200);

    const response = await t.api({
      method: 'PUT',
      path: API_PATHS.teacherChangePassword,
      token: legacy,
      body: { currentPassword: teacher.password, newPassword: 'newpass1', conformNewPassword: 'newpass1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await profile(response.json().accessToken)).statusCode).toBe(200);
    expect((await profile(legacy)).statusCode).toBe(401);
    expect((await profile(teacher.token)).statusCode).toBe(401);
  });
});
