import { randomUUID } from 'node:crypto';
import { MSG, say } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '../../db/schema.js';
import { registerPendingAdmin, signInNewAdmin, signUpTeacher, testAppForFile } from '../../../test/test-app.js';

const t = testAppForFile();

const approve = (id: string, admin: { token: string }) =>
  t.api({ method: 'PUT', path: `/admin/pending-admins/${id}/approve`, token: admin.token });
const reject = (id: string, admin: { token: string }) =>
  t.api({ method: 'DELETE', path: `/admin/pending-admins/${id}`, token: admin.token });

const HASH_PATTERN = /argon2|passwordHash|\$argon/i;

function signIn(email: string, password: string) {
  return t.post('/admin/login', { email, password });
}

describe('GET /admin/profile', () => {
  it("[API-7] returns the signed-in admin's profile and never a password hash", async () => {
    const admin = await signInNewAdmin(t, { firstName: 'Kabita', lastName: 'Shrestha', mobile: '9841000001' });
    const response = await t.api({ method: 'GET', path: '/admin/profile', token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Admin profile fetched',
      code: 'adminProfileFetched',
      adminData: { firstName: 'Kabita', lastName: 'Shrestha', mobile: '9841000001', email: admin.email, role: 'admin' },
    });
    expect(response.body).not.toMatch(HASH_PATTERN);
  });

  it('refuses no token (401), a teacher (403) and a pending admin token (403)', async () => {
    expect((await t.api({ method: 'GET', path: '/admin/profile' })).statusCode).toBe(401);
    const teacher = await signUpTeacher(t);
    const asTeacher = await t.api({ method: 'GET', path: '/admin/profile', token: teacher.token });
    expect(asTeacher.statusCode).toBe(403);
    // A token issued before the admin lost approval no longer opens the admin area.
    const admin = await signInNewAdmin(t);
    await t.database.db.update(admins).set({ role: 'adminRolePending' }).where(eq(admins.id, admin.id));
    const asPending = await t.api({ method: 'GET', path: '/admin/profile', token: admin.token });
    expect(asPending.statusCode).toBe(403);
    expect(asPending.json()).toEqual({ message: 'Your admin account is awaiting approval', code: 'adminPending' });
  });
});

describe('[API-8] PUT /admin/profile/edit', () => {
  it('[VAL-APROF-1] changes only mobile and e-mail; the names in the body are ignored', async () => {
    const admin = await signInNewAdmin(t, { firstName: 'Bikash', lastName: 'Maharjan' });
    const response = await t.api({
      method: 'PUT',
      path: '/admin/profile/edit',
      token: admin.token,
      body: { firstName: 'Hacker', lastName: 'Renamed', mobile: '9851000002', email: ' Bikash.New@Example.com ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Profile updated successfully', code: 'profileUpdated' });
    const profile = await t.api({ method: 'GET', path: '/admin/profile', token: admin.token });
    expect(profile.json().adminData).toEqual({
      firstName: 'Bikash',
      lastName: 'Maharjan',
      mobile: '9851000002',
      email: 'bikash.new@example.com',
      role: 'admin',
    });
    expect((await signIn('bikash.new@example.com', admin.password)).statusCode).toBe(200);
  });

  it('keeps the own e-mail without a conflict', async () => {
    const admin = await signInNewAdmin(t);
    const response = await t.api({
      method: 'PUT',
      path: '/admin/profile/edit',
      token: admin.token,
      body: { mobile: '9801111111', email: admin.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses another admin's e-mail, in any case, with 409", async () => {
    const other = await signInNewAdmin(t);
    const admin = await signInNewAdmin(t);
    const response = await t.api({
      method: 'PUT',
      path: '/admin/profile/edit',
      token: admin.token,
      body: { mobile: '9801111111', email: other.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(say('emailTaken'));
  });

  it("refuses a pending admin's e-mail too: the address stays unique among admins", async () => {
    const pending = await registerPendingAdmin(t);
    const admin = await signInNewAdmin(t);
    const response = await t.api({
      method: 'PUT',
      path: '/admin/profile/edit',
      token: admin.token,
      body: { mobile: '9801111111', email: pending.email },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('PUT /admin/profile/change-password', () => {
  it('[API-9] changes the password, answers a fresh token, and keeps the session that made the change', async () => {
    const admin = await signInNewAdmin(t);
    const response = await t.api({
      method: 'PUT',
      path: '/admin/profile/change-password',
      token: admin.token,
      body: { currentPassword: admin.password, newPassword: 'Naya1234', conformNewPassword: 'Naya1234' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Password changed successfully',
      code: 'passwordChanged',
      accessToken: expect.any(String),
    });
    expect(response.body).not.toMatch(HASH_PATTERN);

    // The session that made the change stays (sessions.test.ts: every other session ends).
    const old = await t.api({ method: 'GET', path: '/admin/profile', token: admin.token });
    expect(old.statusCode).toBe(200);
    expect((await t.api({ method: 'GET', path: '/admin/profile', token: body.accessToken })).statusCode).toBe(200);

    expect((await signIn(admin.email, admin.password)).statusCode).toBe(401);
    expect((await signIn(admin.email, 'Naya1234')).statusCode).toBe(200);
  });

  it('[BEH-26] refuses a wrong current password with 400 and keeps the old password', async () => {
    const admin = await signInNewAdmin(t);
    const response = await t.api({
      method: 'PUT',
      path: '/admin/profile/change-password',
      token: admin.token,
      body: { currentPassword: 'Wrong123', newPassword: 'Naya1234', conformNewPassword: 'Naya1234' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.currentPasswordWrong);
    expect((await t.api({ method: 'GET', path: '/admin/profile', token: admin.token })).statusCode).toBe(200);
    expect((await signIn(admin.email, admin.password)).statusCode).toBe(200);
  });
});

describe('[DEC-1] pending admins', () => {
  it('lists pending admins oldest first, without approved admins or hashes', async () => {
    const admin = await signInNewAdmin(t);
    const existing = (await t.api({ method: 'GET', path: '/admin/pending-admins', token: admin.token })).json()
      .adminList.length;
    const first = await registerPendingAdmin(t, { firstName: 'Pratik', mobile: '9801000001' });
    const second = await registerPendingAdmin(t, { firstName: 'Sunita', mobile: '9801000002' });
    const response = await t.api({ method: 'GET', path: '/admin/pending-admins', token: admin.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Pending admins fetched');
    expect(body.adminList.slice(existing)).toEqual([
      {
        _id: first.id,
        firstName: 'Pratik',
        lastName: 'Thapa',
        mobile: '9801000001',
        email: first.email,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ _id: second.id, firstName: 'Sunita' }),
    ]);
    expect(body.adminList.map((a: { _id: string }) => a._id)).not.toContain(admin.id);
    expect(response.body).not.toMatch(HASH_PATTERN);
  });

  it('approves a pending admin, who can then sign in', async () => {
    const admin = await signInNewAdmin(t);
    const pending = await registerPendingAdmin(t);
    const before = await signIn(pending.email, pending.password);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ message: 'Your admin account is awaiting approval', code: 'adminPending' });

    const approved = await approve(pending.id, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ message: 'Admin approved. They can sign in now.', code: 'adminApproved' });

    const after = await signIn(pending.email, pending.password);
    expect(after.statusCode).toBe(200);
    expect(after.json().adminData.role).toBe('admin');
    const list = await t.api({ method: 'GET', path: '/admin/pending-admins', token: admin.token });
    expect(list.json().adminList.map((a: { _id: string }) => a._id)).not.toContain(pending.id);
    // Approving twice finds no pending admin any more.
    const again = await approve(pending.id, admin);
    expect(again.statusCode).toBe(404);
  });

  it('rejects a pending admin by deleting the registration', async () => {
    const admin = await signInNewAdmin(t);
    const pending = await registerPendingAdmin(t);
    const rejected = await reject(pending.id, admin);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ message: 'Admin registration rejected', code: 'adminRejected' });
    expect(await t.database.db.select().from(admins).where(eq(admins.id, pending.id))).toEqual([]);
    expect((await signIn(pending.email, pending.password)).statusCode).toBe(401);
    const again = await reject(pending.id, admin);
    expect(again.statusCode).toBe(404);
    // The address is free again for a new registration.
    await expect(registerPendingAdmin(t, { email: pending.email })).resolves.toMatchObject({ email: pending.email });
  });

  it('cannot delete or re-approve an approved admin through these routes', async () => {
    const admin = await signInNewAdmin(t);
    const other = await signInNewAdmin(t);
    const deleted = await reject(other.id, admin);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual(say('noDataForId', { id: other.id }));
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);
    const approved = await approve(other.id, admin);
    expect(approved.statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const admin = await signInNewAdmin(t);
    const unknown = await approve(randomUUID(), admin);
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.api({ method: 'DELETE', path: '/admin/pending-admins/xyz', token: admin.token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MSG.idInvalid);
  });

  it('lets neither a visitor, a teacher nor a pending admin approve anyone', async () => {
    const pending = await registerPendingAdmin(t);
    const teacher = await signUpTeacher(t);
    const path = `/admin/pending-admins/${pending.id}/approve`;
    expect((await t.api({ method: 'PUT', path })).statusCode).toBe(401);
    expect((await t.api({ method: 'PUT', path, token: teacher.token })).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', path: '/admin/pending-admins', token: teacher.token })).statusCode).toBe(403);
    // A forged admin-role token for the pending account is refused by the guard.
    const forged = await t.tokens.issue({ accountId: pending.id, role: 'admin', tokenVersion: 0 });
    const self = await t.api({ method: 'PUT', path, token: forged });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual(say('adminPending'));
    expect((await signIn(pending.email, pending.password)).statusCode).toBe(403);
  });
});
