import { API_PATHS, MSG } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import { profileRoute } from '../../../test/records/teacher-records';
import TeacherChangePasswordPage from './teacher-change-password-page';
import TeacherProfilePage from './teacher-profile-page';

beforeEach(() => signIn('teacher'));

describe('/teacher-profile', () => {
  it("[SCR-18] [DATA-3] shows the profile with 'User Since' as a date and a 'Change Password' link", async () => {
    fakeApi([profileRoute()]);
    renderPage('/teacher-profile', <TeacherProfilePage />);
    expect(await screen.findByText('User Since')).toBeInTheDocument();
    expect(screen.getByText('15 January 2025')).toBeInTheDocument();
    expect(screen.getByText('Physics, Maths')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/teacher-profile/change-password',
    );
  });
});

describe('[SCR-19] /teacher-profile/change-password', () => {
  it("[VAL-TPWD-1] shows the schema's messages: no uppercase rule, and the confirmation needs 6 characters", async () => {
    fakeApi([]);
    renderPage('/teacher-profile/change-password', <TeacherChangePasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MSG.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.confirmPasswordRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New password'), 'secret');
    expect(screen.queryByText(MSG.passwordUppercase)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'sec');
    expect(await screen.findByText(MSG.changePasswordMin)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'rex');
    expect(await screen.findByText(MSG.passwordsMustMatch)).toBeInTheDocument();
  });

  it('lets each password field show what was typed (issue 14)', async () => {
    fakeApi([]);
    renderPage('/teacher-profile/change-password', <TeacherChangePasswordPage />);
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    await userEvent.click(toggles[0]!);
    expect(current).toHaveAttribute('type', 'text');
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('[BEH-21] [BEH-26] stores the new token on success; stays with the error on failure', async () => {
    let attempt = 0;
    fakeApi([
      {
        method: 'PUT',
        path: API_PATHS.teacherChangePassword,
        answer: () => {
          attempt += 1;
          return attempt === 1
            ? { status: 401, body: { message: MSG.sessionExpired } }
            : { body: { message: 'Password changed successfully', accessToken: 'fresh-token' } };
        },
      },
    ]);
    renderPage('/teacher-profile/change-password', <TeacherChangePasswordPage />, ['/teacher-profile']);
    await userEvent.type(screen.getByLabelText('Current password'), 'secret1');
    await userEvent.type(screen.getByLabelText('New password'), 'secret2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText(MSG.sessionExpired)).length).toBeGreaterThan(0);
    expect(getAccessToken()).toBe('token-123');

    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('at /teacher-profile')).toBeInTheDocument();
    expect(getAccessToken()).toBe('fresh-token');
  });
});
