// Requirements §5: admin registration, admin login and admin profile edit.
import { describe, expect, it } from 'vitest';
import { AdminLoginSchema, AdminProfileEditSchema, AdminRegisterSchema } from './admins.js';
import { MSG } from './messages.js';
import { type Rule, emailOfLength, itRejects, parsed, text, withField } from './test-support.js';
import { buildAdmin } from './testing/builders.js';

const registration = buildAdmin();

describe('admin registration', () => {
  const rules: Rule[] = [
    ['[VAL-AREG-1] first name missing', { firstName: undefined }, 'firstName', 'First Name is required'],
    ['first name empty', { firstName: '' }, 'firstName', 'First Name is required'],
    ['first name only spaces', { firstName: '   ' }, 'firstName', 'First Name is required'],
    ['first name of 36', { firstName: text(36) }, 'firstName', 'First name must be at max 35 characters.'],
    ['[VAL-AREG-2] last name missing', { lastName: undefined }, 'lastName', 'Last name is required.'],
    ['last name empty', { lastName: '' }, 'lastName', 'Last name is required.'],
    ['last name of 36', { lastName: text(36) }, 'lastName', MSG.lastNameMax],
    ['[VAL-AREG-3] mobile of 9 digits', { mobile: '980123456' }, 'mobile', 'Mobile number must be exactly 10 digits'],
    ['mobile of 11 digits', { mobile: '98012345678' }, 'mobile', 'Mobile number must be exactly 10 digits'],
    ['mobile with letters', { mobile: '98012345ab' }, 'mobile', 'Mobile number must be exactly 10 digits'],
    ['mobile missing', { mobile: undefined }, 'mobile', 'Mobile number must be exactly 10 digits'],
    ['email not an address', { email: 'ram.thapa' }, 'email', 'Must be a valid email.'],
    ['email without a domain dot', { email: 'ram@example' }, 'email', 'Must be a valid email.'],
    ['email empty', { email: '' }, 'email', 'Email is required'],
    ['email missing', { email: undefined }, 'email', 'Email is required'],
    ['email of 66', { email: emailOfLength(66) }, 'email', 'Email must be at max 65 characters.'],
    ['[VAL-AREG-5] password missing', { password: undefined }, 'password', 'Password is Required'],
    ['password empty', { password: '', conformPassword: '' }, 'password', 'Password is Required'],
    [
      'password of 5',
      { password: 'Abcde', conformPassword: 'Abcde' },
      'password',
      'Password must be at least 6 characters long',
    ],
    [
      'password of 21',
      { password: `A${text(20)}`, conformPassword: `A${text(20)}` },
      'password',
      'Password must be at most 20 characters long...',
    ],
    [
      'password without an uppercase letter',
      { password: 'admin123', conformPassword: 'admin123' },
      'password',
      'Password must contain at least one uppercase letter',
    ],
    [
      '[VAL-AREG-6] confirmation differs',
      { conformPassword: 'Admin124' },
      'conformPassword',
      'Password and Conform Password must match',
    ],
    ['[VAL-AREG-8] unknown role', { role: 'superuser' }, 'role', MSG.roleInvalid],
  ];

  itRejects(AdminRegisterSchema, registration, rules);

  it('accepts a valid registration with limits reached exactly', () => {
    const value = parsed(
      AdminRegisterSchema,
      withField(registration, {
        firstName: text(35),
        lastName: text(35),
        email: emailOfLength(65),
        password: `A${text(19)}`,
        conformPassword: `A${text(19)}`,
      }),
    );
    expect(value.email).toHaveLength(65);
    expect(
      parsed(AdminRegisterSchema, withField(registration, { password: 'Abc123', conformPassword: 'Abc123' })),
    ).toBeTruthy();
  });

  it('[VAL-AREG-4] lowercases and trims the e-mail and trims names', () => {
    const value = parsed(
      AdminRegisterSchema,
      withField(registration, { email: '  Ram.Thapa@Example.COM ', firstName: ' Ram ' }),
    );
    expect(value.email).toBe('ram.thapa@example.com');
    expect(value.firstName).toBe('Ram');
  });

  it('[DATA-2] [VAL-AREG-8] [LIM-4] defaults the role to adminRolePending and accepts both roles of section 9', () => {
    expect(parsed(AdminRegisterSchema, withField(registration, { role: undefined })).role).toBe('adminRolePending');
    expect(parsed(AdminRegisterSchema, withField(registration, { role: 'admin' })).role).toBe('admin');
  });

  it('[VAL-AREG-6] checks the confirmation even while another field is still invalid, as a form needs', () => {
    const result = AdminRegisterSchema.safeParse(withField(registration, { firstName: '', conformPassword: 'x' }));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Password and Conform Password must match');
  });

  it('[CON-7] drops unknown fields', () => {
    expect(parsed(AdminRegisterSchema, { ...registration, isAdmin: true })).not.toHaveProperty('isAdmin');
  });
});

describe('[VAL-ALOG-1] admin login', () => {
  const login = { email: 'ram.thapa@example.com', password: 'Admin123' };
  const rules: Rule[] = [
    ['email not an address', { email: 'ram' }, 'email', 'Must be a valid email.'],
    ['email empty', { email: '' }, 'email', 'Email is required'],
    ['email of 66', { email: emailOfLength(66) }, 'email', 'Email must be at max 65 characters.'],
    ['password missing', { password: undefined }, 'password', 'Password Required'],
    ['password empty', { password: '' }, 'password', 'Password Required'],
    ['password of 5', { password: 'Abcde' }, 'password', 'Password must be at least 6 characters long'],
    ['password of 21', { password: text(21) }, 'password', 'Password must be at most 20 characters long...'],
  ];

  itRejects(AdminLoginSchema, login, rules);

  it('accepts a valid login, lowercases the e-mail and has no uppercase rule', () => {
    expect(parsed(AdminLoginSchema, { email: 'Ram@Example.com', password: 'admin123' })).toEqual({
      email: 'ram@example.com',
      password: 'admin123',
    });
  });
});

describe('[VAL-APROF-1] admin profile edit', () => {
  const edit = { firstName: 'Ram', lastName: 'Thapa', mobile: '9801234567', email: 'ram@example.com' };
  const rules: Rule[] = [
    ['mobile of 9 digits', { mobile: '980123456' }, 'mobile', 'Mobile number must be exactly 10 digits'],
    ['email empty', { email: '' }, 'email', 'Email is required'],
    ['email not an address', { email: 'ram@' }, 'email', 'Must be a valid email.'],
    ['email of 66', { email: emailOfLength(66) }, 'email', 'Email must be at max 65 characters.'],
  ];

  itRejects(AdminProfileEditSchema, edit, rules);

  it('accepts the body the profile form sends (names included, not validated) and lowercases the e-mail', () => {
    const value = parsed(AdminProfileEditSchema, { ...edit, email: 'RAM@example.com' });
    expect(value.email).toBe('ram@example.com');
    expect(parsed(AdminProfileEditSchema, { mobile: edit.mobile, email: edit.email })).toBeTruthy();
  });
});
