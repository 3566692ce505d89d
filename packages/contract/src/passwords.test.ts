// Requirements §5: admin and teacher password change.
import { describe, expect, it } from 'vitest';
import { AdminChangePasswordSchema, TeacherChangePasswordSchema } from './passwords.js';
import { type Rule, firstIssue, itRejects, parsed, text, withField } from './test-support.js';

const change = { currentPassword: 'Old12345', newPassword: 'New12345', conformNewPassword: 'New12345' };

/** Rules both roles share. */
const sharedRules: Rule[] = [
  [
    '[VAL-APWD-1] current password missing',
    { currentPassword: undefined },
    'currentPassword',
    'your current password is required',
  ],
  ['current password empty', { currentPassword: '' }, 'currentPassword', 'your current password is required'],
  [
    'current password of 21',
    { currentPassword: text(21) },
    'currentPassword',
    'password must be at max 20 characters.',
  ],
  ['[VAL-APWD-2] new password missing', { newPassword: undefined }, 'newPassword', 'your new password is required'],
  ['new password empty', { newPassword: '', conformNewPassword: '' }, 'newPassword', 'your new password is required'],
  [
    'new password of 5',
    { newPassword: 'Abcde', conformNewPassword: 'Abcde' },
    'newPassword',
    'password must be of min 6 characters',
  ],
  [
    'new password of 21',
    { newPassword: `A${text(20)}`, conformNewPassword: `A${text(20)}` },
    'newPassword',
    'password must be at max 20 characters.',
  ],
  [
    '[VAL-APWD-3] confirmation missing',
    { conformNewPassword: undefined },
    'conformNewPassword',
    'Please confirm your password',
  ],
  ['confirmation empty', { conformNewPassword: '' }, 'conformNewPassword', 'Please confirm your password'],
  ['confirmation differs', { conformNewPassword: 'New12346' }, 'conformNewPassword', 'Passwords must match'],
];

describe('admin password change', () => {
  itRejects(AdminChangePasswordSchema, change, [
    ...sharedRules,
    [
      'new password without an uppercase letter',
      { newPassword: 'new12345', conformNewPassword: 'new12345' },
      'newPassword',
      'Password must contain at least one uppercase letter',
    ],
  ]);

  it('accepts a valid change at the limits', () => {
    expect(parsed(AdminChangePasswordSchema, change)).toEqual(change);
    const twenty = `A${text(19)}`;
    expect(
      parsed(AdminChangePasswordSchema, { currentPassword: text(20), newPassword: twenty, conformNewPassword: twenty }),
    ).toBeTruthy();
  });

  it('has no length rule on the confirmation beyond matching', () => {
    // "conformNewPassword: required, must equal the new password" (admin); a short one only fails to match.
    expect(firstIssue(AdminChangePasswordSchema, withField(change, { conformNewPassword: 'Ab' }))).toEqual({
      field: 'conformNewPassword',
      message: 'Passwords must match',
    });
  });
});

describe('teacher password change', () => {
  itRejects(TeacherChangePasswordSchema, change, [
    ...sharedRules,
    [
      '[VAL-TPWD-1] confirmation of 5 (teachers only)',
      { conformNewPassword: 'Abcde' },
      'conformNewPassword',
      'password must be of min 6 characters',
    ],
    [
      'confirmation of 21 (teachers only)',
      { conformNewPassword: text(21) },
      'conformNewPassword',
      'password must be at max 20 characters.',
    ],
  ]);

  it('[VAL-TPWD-1] has no uppercase rule, unlike the admin one', () => {
    const lower = { currentPassword: 'old123', newPassword: 'new12345', conformNewPassword: 'new12345' };
    expect(parsed(TeacherChangePasswordSchema, lower)).toEqual(lower);
    expect(firstIssue(AdminChangePasswordSchema, lower)?.message).toBe(
      'Password must contain at least one uppercase letter',
    );
  });
});
