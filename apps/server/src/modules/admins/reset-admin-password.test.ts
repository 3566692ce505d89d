// admin:reset-password's service (issue 30): the admin rules, every session ended, links void.
import { API_PATHS } from '@gharguru/contract';
import { describe, expect, it } from 'vitest';
import { logIn, signInNewAdmin, testAppForFile } from '../../../test/test-app.js';
import { AdminNotFound, resetAdminPassword } from './reset-admin-password.js';

const t = testAppForFile();

describe('resetting an admin password from the command line', () => {
  it('[REC-5] sets the password with the admin rules and ends every session', async () => {
    const admin = await signInNewAdmin(t);
    await expect(
      resetAdminPassword(t.database.db, t.config.passwordHashing, { email: admin.email, password: 'nouppercase1' }),
    ).rejects.toThrow('uppercase');
    await resetAdminPassword(t.database.db, t.config.passwordHashing, {
      email: admin.email.toUpperCase(),
      password: 'FromCli123',
    });
    expect((await t.api({ method: 'GET', path: API_PATHS.adminProfile, token: admin.token })).statusCode).toBe(401);
    expect((await logIn(t, 'admin', { email: admin.email, password: 'FromCli123' })).statusCode).toBe(200);
  });

  it('says so when no admin has the e-mail', async () => {
    await expect(
      resetAdminPassword(t.database.db, t.config.passwordHashing, {
        email: 'nobody@example.com',
        password: 'FromCli123',
      }),
    ).rejects.toBeInstanceOf(AdminNotFound);
  });
});
