// The admin:create command's core: the first admin is made from the command line (requirements DEC-1).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins } from '../../db/schema.js';
import { registerPendingAdmin, testAppForFile } from '../../../test/test-app.js';
import { createApprovedAdmin } from './create-approved-admin.js';

const t = testAppForFile();

const flags = (overrides: Record<string, string> = {}) => ({
  email: 'First.Admin@GharGuru.com.np',
  password: 'Pahilo123',
  'first-name': 'Anil',
  'last-name': 'Bhattarai',
  mobile: '9801000000',
  ...overrides,
});

function signIn(email: string, password: string) {
  return t.post('/admin/login', { email, password });
}

describe('createApprovedAdmin', () => {
  it('[DEC-1] creates an approved admin who can sign in at once, with the e-mail lowercased', async () => {
    const result = await createApprovedAdmin(t.database.db, t.config.passwordHashing, flags());
    expect(result).toEqual({ id: expect.any(String), created: true });
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, result.id));
    expect(row).toMatchObject({ email: 'first.admin@gharguru.com.np', role: 'admin', firstName: 'Anil' });
    expect(row?.passwordHash).not.toBe('Pahilo123');
    const login = await signIn('first.admin@gharguru.com.np', 'Pahilo123');
    expect(login.statusCode).toBe(200);
    expect(login.json().adminData).toEqual({ firstName: 'Anil', lastName: 'Bhattarai', role: 'admin' });
  });

  it('[DEC-1] approves and updates an existing pending admin, and old tokens stop working', async () => {
    const pending = await registerPendingAdmin(t);
    expect((await signIn(pending.email, pending.password)).statusCode).toBe(403);
    const result = await createApprovedAdmin(
      t.database.db,
      t.config.passwordHashing,
      flags({ email: pending.email.toUpperCase(), password: 'Naya1234', 'first-name': 'Binod' }),
    );
    expect(result).toEqual({ id: pending.id, created: false });
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, pending.id));
    expect(row).toMatchObject({ role: 'admin', firstName: 'Binod', tokenVersion: 1 });
    expect((await signIn(pending.email, pending.password)).statusCode).toBe(401);
    expect((await signIn(pending.email, 'Naya1234')).statusCode).toBe(200);
  });

  it('[DEC-1] validates with the registration rules and names each failing field', async () => {
    const attempt = createApprovedAdmin(
      t.database.db,
      t.config.passwordHashing,
      flags({ email: 'not-an-email', password: 'lowercase1', mobile: '12345' }),
    );
    await expect(attempt).rejects.toThrow('email: Must be a valid email.');
    await expect(attempt).rejects.toThrow('password: Password must contain at least one uppercase letter');
    await expect(attempt).rejects.toThrow('mobile: Mobile number must be exactly 10 digits');
    expect(await t.database.db.$count(admins, eq(admins.email, 'not-an-email'))).toBe(0);
  });

  it('[DEC-1] refuses missing flags', async () => {
    await expect(createApprovedAdmin(t.database.db, t.config.passwordHashing, { email: 'x@y.np' })).rejects.toThrow(
      'firstName: First Name is required',
    );
  });
});
