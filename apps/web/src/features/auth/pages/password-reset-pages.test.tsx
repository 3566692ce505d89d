// The forgotten-password pages (issue 30) with only the network replaced.
import { CONTACT_DEFAULTS, MSG } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotification } from '../../../components/notification/notification-store';
import { fakeApi, fieldRefusal } from '../../../test/fake-api';
import { renderAt, renderPage } from '../../../test/page';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordCodePage from './reset-password-code-page';
import ResetPasswordPage from './reset-password-page';

beforeEach(() => {
  resetNotification();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const requested = { status: 202, body: { message: MSG.passwordResetRequested, code: 'passwordResetRequested' } };

describe('/forgot-password', () => {
  it('asks an admin for the e-mail, sends the admin role and says the same whatever the answer', async () => {
    const api = fakeApi([{ method: 'POST', path: '/auth/password-reset', answer: requested }]);
    renderAt('/forgot-password', '/forgot-password?role=admin', <ForgotPasswordPage />);
    expect(await screen.findByText(/e-mail of your admin account/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'Boss@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(api.calls('POST', '/auth/password-reset').map((call) => call.body)).toEqual([
      { role: 'admin', email: 'boss@example.com' },
    ]);
    expect(screen.queryByText('I have a code from an SMS')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin-login');
  });

  it('offers a teacher the code from the SMS, with the e-mail filled in', async () => {
    fakeApi([{ method: 'POST', path: '/auth/password-reset', answer: requested }]);
    renderPage('/forgot-password', <ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'ram@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('link', { name: 'I have a code from an SMS' })).toHaveAttribute(
      'href',
      '/reset-password-code?email=ram%40example.com',
    );
  });

  it('checks the e-mail before sending', async () => {
    const api = fakeApi([]);
    renderPage('/forgot-password', <ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    expect(api.calls('POST', '/auth/password-reset')).toEqual([]);
  });
});

describe('/reset-password/:token', () => {
  it('[REC-2] sends the token with the new password, stores the session and opens the dashboard', async () => {
    const api = fakeApi([
      {
        method: 'POST',
        path: '/auth/password-reset/confirm',
        answer: {
          body: {
            message: MSG.passwordResetDone,
            code: 'passwordResetDone',
            role: 'teacher',
            accessToken: 'jwt',
            user: { firstName: 'Ram', lastName: 'Thapa', role: 'teacher' },
          },
        },
      },
    ]);
    renderAt('/reset-password/:token', '/reset-password/abcDEF123', <ResetPasswordPage />, ['/teacher-dashboard']);
    await userEvent.type(screen.getByLabelText('New password'), 'fresh-pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'fresh-pazz');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(MSG.passwordsMustMatch)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'fresh-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('at /teacher-dashboard')).toBeInTheDocument();
    expect(api.calls('POST', '/auth/password-reset/confirm')[0]?.body).toEqual({
      token: 'abcDEF123',
      newPassword: 'fresh-pass',
      conformNewPassword: 'fresh-pass',
    });
    expect(window.sessionStorage.getItem('accessToken')).toBe('jwt');
  });

  it('tells a pending admin the account still waits for approval, without a session', async () => {
    fakeApi([
      {
        method: 'POST',
        path: '/auth/password-reset/confirm',
        answer: {
          body: {
            message: MSG.passwordResetAwaitingApproval,
            code: 'passwordResetAwaitingApproval',
            role: 'admin',
            accessToken: null,
            user: { firstName: 'Sita', lastName: 'Rai', role: 'admin' },
          },
        },
      },
    ]);
    renderAt('/reset-password/:token', '/reset-password/tok', <ResetPasswordPage />);
    await userEvent.type(screen.getByLabelText('New password'), 'Pending12');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Pending12');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/still waits for approval/)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('shows a used or expired link as the server says, with a way to ask for a new one', async () => {
    fakeApi([
      {
        method: 'POST',
        path: '/auth/password-reset/confirm',
        answer: fieldRefusal('token', 'resetLinkInvalid'),
      },
    ]);
    renderAt('/reset-password/:token', '/reset-password/old', <ResetPasswordPage />);
    await userEvent.type(screen.getByLabelText('New password'), 'fresh-pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'fresh-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('/reset-password-code', () => {
  it('takes the e-mail from the address and checks the code is 6 digits', async () => {
    const api = fakeApi([]);
    renderAt('/reset-password-code', '/reset-password-code?email=ram%40example.com', <ResetPasswordCodePage />);
    expect(await screen.findByLabelText('Email')).toHaveValue('ram@example.com');
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '12a4');
    await userEvent.type(screen.getByLabelText('New password'), 'fresh-pass');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'fresh-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(MSG.resetCodeInvalid)).toBeInTheDocument();
    expect(api.calls('POST', '/auth/password-reset/confirm')).toEqual([]);
  });
});

describe('the sign-in forms', () => {
  // The public config loads once per page load: each test gets fresh modules.
  async function signInWith(messaging: { email: boolean; sms: boolean }) {
    fakeApi([{ method: 'GET', path: '/public/config', answer: { body: { contact: CONTACT_DEFAULTS, messaging } } }]);
    vi.resetModules();
    const { default: AdminLoginPage } = await import('./admin-login-page');
    const page = await import('../../../test/page');
    page.renderPage('/admin-login', <AdminLoginPage />);
  }

  it('[REC-5] link to Forgot password? for their role when the server sends e-mail', async () => {
    await signInWith({ email: true, sms: false });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?role=admin',
    );
  });

  it('[REC-5] say to ask the agency when no e-mail goes out', async () => {
    await signInWith({ email: false, sms: false });
    expect(await screen.findByText(/Ask the agency to reset it/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });
});
