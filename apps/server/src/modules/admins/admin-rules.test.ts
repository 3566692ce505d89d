// Every section-5 rule of the admin forms, sent to the API: registration, sign-in, profile edit
// and password change each answer 400 with the exact message of requirements §5.
import { MSG, say } from '@gharguru/contract';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@gharguru/contract/testing';
import { adminForFile, testAppForFile } from '../../../test/test-app.js';
import { generousPublicFormLimit, itRejects } from '../../../test/validation-cases.js';

const t = testAppForFile(generousPublicFormLimit());
const admin = adminForFile(t);

const long = (n: number) => 'a'.repeat(n);
const longEmail = `${long(60)}@example.com`;

describe('[VAL-AREG-1] [API-1] POST /admin/register', () => {
  itRejects(t, 'POST /admin/register', buildAdmin, [
    { rule: 'a missing first name', change: { firstName: undefined }, message: 'First Name is required' },
    {
      rule: 'a first name over 35',
      change: { firstName: long(36) },
      message: 'First name must be at max 35 characters.',
    },
    { rule: 'a missing last name', change: { lastName: '' }, message: 'Last name is required.' },
    {
      rule: 'a last name over 35',
      change: { lastName: long(36) },
      message: 'Last name must be at max 35 characters.',
    },
    { rule: 'a 9-digit mobile', change: { mobile: '980123456' }, message: 'Mobile number must be exactly 10 digits' },
    { rule: 'a missing mobile', change: { mobile: undefined }, message: 'Mobile number must be exactly 10 digits' },
    { rule: 'an invalid e-mail', change: { email: 'ram.thapa@' }, message: 'Must be a valid email.' },
    { rule: 'a missing e-mail', change: { email: undefined }, message: 'Email is required' },
    { rule: 'an e-mail over 65', change: { email: longEmail }, message: 'Email must be at max 65 characters.' },
    { rule: 'a missing password', change: { password: undefined }, message: 'Password is Required' },
    {
      rule: 'a 5-character password',
      change: { password: 'Abc12', conformPassword: 'Abc12' },
      message: 'Password must be at least 6 characters long',
    },
    {
      rule: 'a 21-character password',
      change: { password: `A${long(20)}`, conformPassword: `A${long(20)}` },
      message: 'Password must be at most 20 characters long...',
    },
    {
      rule: 'a password without an uppercase letter',
      change: { password: 'admin123', conformPassword: 'admin123' },
      message: 'Password must contain at least one uppercase letter',
    },
    {
      rule: 'a confirmation that differs',
      change: { conformPassword: 'Admin124' },
      message: 'Password and Conform Password must match',
    },
    { rule: 'an unknown role', change: { role: 'superadmin' }, message: MSG.roleInvalid },
  ]);

  it('[VAL-AREG-4] lowercases the e-mail, so the same address in capitals is taken', async () => {
    const input = buildAdmin({ email: 'Shreya.Adhikari@Example.COM' });
    expect((await t.post('/admin/register', input)).statusCode).toBe(201);
    const again = await t.post('/admin/register', { ...input, email: 'shreya.adhikari@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(say('emailTaken'));
  });
});

describe('[VAL-ALOG-1] POST /admin/login', () => {
  const validLogin = () => ({ email: 'ram@example.com', password: 'Admin123' });
  itRejects(t, 'POST /admin/login', validLogin, [
    { rule: 'a missing e-mail', change: { email: undefined }, message: 'Email is required' },
    { rule: 'an invalid e-mail', change: { email: 'ram' }, message: 'Must be a valid email.' },
    { rule: 'an e-mail over 65', change: { email: longEmail }, message: 'Email must be at max 65 characters.' },
    { rule: 'a missing password', change: { password: undefined }, message: 'Password Required' },
    { rule: 'an empty password', change: { password: '' }, message: 'Password Required' },
    { rule: 'a 5-character password', change: { password: 'Abc12' }, message: MSG.adminPasswordMin },
    { rule: 'a 21-character password', change: { password: long(21) }, message: MSG.adminPasswordMax },
  ]);
});

describe('[VAL-APROF-1] PUT /admin/profile/edit', () => {
  itRejects(
    t,
    'PUT /admin/profile/edit',
    () => ({ firstName: 'Ram', lastName: 'Thapa', mobile: '9801234567', email: 'ram.new@example.com' }),
    [
      { rule: 'a 9-digit mobile', change: { mobile: '980123456' }, message: 'Mobile number must be exactly 10 digits' },
      { rule: 'a missing e-mail', change: { email: undefined }, message: 'Email is required' },
      { rule: 'an invalid e-mail', change: { email: 'ram.example.com' }, message: 'Must be a valid email.' },
      { rule: 'an e-mail over 65', change: { email: longEmail }, message: 'Email must be at max 65 characters.' },
    ],
    admin,
  );
});

describe('[VAL-APWD-1] PUT /admin/profile/change-password', () => {
  const validChange = () => ({
    currentPassword: 'Admin123',
    newPassword: 'Namaste123',
    conformNewPassword: 'Namaste123',
  });
  itRejects(
    t,
    'PUT /admin/profile/change-password',
    validChange,
    [
      {
        rule: 'a missing current password',
        change: { currentPassword: undefined },
        message: 'your current password is required',
      },
      {
        rule: 'a current password over 20',
        change: { currentPassword: long(21) },
        message: 'password must be at max 20 characters.',
      },
      { rule: 'a missing new password', change: { newPassword: '' }, message: 'your new password is required' },
      {
        rule: 'a 5-character new password',
        change: { newPassword: 'Abc12', conformNewPassword: 'Abc12' },
        message: 'password must be of min 6 characters',
      },
      {
        rule: 'a 21-character new password',
        change: { newPassword: `A${long(20)}`, conformNewPassword: `A${long(20)}` },
        message: 'password must be at max 20 characters.',
      },
      {
        rule: 'a new password without an uppercase letter',
        change: { newPassword: 'namaste123', conformNewPassword: 'namaste123' },
        message: 'Password must contain at least one uppercase letter',
      },
      {
        rule: 'a missing confirmation',
        change: { conformNewPassword: undefined },
        message: 'Please confirm your password',
      },
      {
        rule: 'a confirmation that differs',
        change: { conformNewPassword: 'Namaste124' },
        message: 'Passwords must match',
      },
    ],
    admin,
  );

  it('still signs in with the old password after all those refusals', async () => {
    const profile = await t.api({ method: 'GET', path: '/admin/profile', token: admin.token });
    expect(profile.statusCode).toBe(200);
  });
});
