// Issue 14: after registering, the sign-in form has the e-mail filled in; passwords can be shown
// (a toggle button with a name and aria-pressed); the rules are shown before the first error; the
// registration forms carry the privacy notice.
import { LIMITS, MSG } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotification } from '../../../components/notification/notification-store';
import { answerWith } from '../../../test/page';
import { renderRoutes } from '../../../test/render';
import AdminLoginPage from './admin-login-page';
import AdminRegisterPage from './admin-register-page';
import TeacherLoginPage from './teacher-login-page';
import TeacherRegisterPage from './teacher-register-page';

beforeEach(() => resetNotification());
afterEach(() => vi.unstubAllGlobals());

const teacherPages = (start: string) =>
  renderRoutes(
    [
      { path: '/register', element: <TeacherRegisterPage /> },
      { path: '/login', element: <TeacherLoginPage /> },
    ],
    start,
  );

describe('after registering', () => {
  it('a teacher reaches sign-in with the e-mail filled in and the password focused', async () => {
    answerWith(201, { message: MSG.registrationSuccessful, code: 'registrationSuccessful' });
    teacherPages('/register');
    await userEvent.type(screen.getByLabelText('First name'), 'Ram');
    await userEvent.type(screen.getByLabelText('Last name'), 'Thapa');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9812345678');
    await userEvent.type(screen.getByLabelText('Email'), 'ram@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.selectOptions(screen.getByLabelText('Highest degree'), 'Master');
    await userEvent.type(screen.getByLabelText('Subjects'), 'Physics');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Teacher sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ram@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('an admin reaches sign-in with the e-mail filled in', async () => {
    answerWith(201, { message: MSG.adminRegistrationSuccessful, code: 'adminRegistrationSuccessful' });
    renderRoutes(
      [
        { path: '/admin-register', element: <AdminRegisterPage /> },
        { path: '/admin-login', element: <AdminLoginPage /> },
      ],
      '/admin-register',
    );
    await userEvent.type(screen.getByLabelText('First name'), 'Gita');
    await userEvent.type(screen.getByLabelText('Last name'), 'Rai');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9812345678');
    await userEvent.type(screen.getByLabelText('Email'), 'gita@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('gita@example.com');
  });

  it('a visitor who comes to sign-in directly finds it empty, with nothing focused', () => {
    teacherPages('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).not.toHaveFocus();
  });
});

describe('the show-password toggle', () => {
  it('is a named button whose aria-pressed follows what the field shows', async () => {
    teacherPages('/login');
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'secret1');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('secret1');

    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('the password rules', () => {
  it('are shown to a teacher before any error, and give way to the error', async () => {
    teacherPages('/register');
    const rules = `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters.`;
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(rules);
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(await screen.findByText(MSG.teacherPasswordMin)).toBeInTheDocument();
    expect(screen.queryByText(rules)).not.toBeInTheDocument();
  });

  it('tell an admin about the capital letter before the first error', async () => {
    renderRoutes([{ path: '/admin-register', element: <AdminRegisterPage /> }], '/admin-register');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '6 to 20 characters, with at least one capital letter (A–Z).',
    );
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    expect(await screen.findByText(MSG.passwordUppercase)).toBeInTheDocument();
  });
});

describe('the privacy notice', () => {
  it('[UX-5] stands beside both registration forms, linking to /privacy', () => {
    teacherPages('/register');
    expect(screen.getByRole('link', { name: 'How we use your details' })).toHaveAttribute('href', '/privacy');
  });
});
