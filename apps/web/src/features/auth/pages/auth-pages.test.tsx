import { MSG } from '@gharguru/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotification } from '../../../components/notification/notification-store';
import { answerWith, renderPage, sentBody } from '../../../test/page';
import AdminLoginPage from './admin-login-page';
import AdminRegisterPage from './admin-register-page';
import TeacherLoginPage from './teacher-login-page';
import TeacherRegisterPage from './teacher-register-page';

beforeEach(() => resetNotification());
afterEach(() => vi.unstubAllGlobals());

async function fillTeacherRegistration() {
  await userEvent.type(screen.getByLabelText('First name'), 'Ram');
  await userEvent.type(screen.getByLabelText('Last name'), 'Thapa');
  await userEvent.type(screen.getByLabelText('Mobile number'), '9812345678');
  await userEvent.type(screen.getByLabelText('Email'), 'Ram@Example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.selectOptions(screen.getByLabelText('Highest degree'), 'Master');
  await userEvent.type(screen.getByLabelText('Subjects'), ' Physics,Maths ');
}

describe('[SCR-6] teacher sign-up', () => {
  it('[GRD-11] [VAL-TREG-6] defaults level SEE, sends the split subjects and goes to /login', async () => {
    const fetchMock = answerWith(201, { message: 'Registration successful. Please sign in.' });
    renderPage('/register', <TeacherRegisterPage />, ['/login']);
    expect(screen.getByLabelText('Can teach up to')).toHaveValue('SEE');
    await fillTeacherRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toMatchObject({
      email: 'ram@example.com',
      degree: 'Master',
      level: 'SEE',
      subjects: ['Physics', 'Maths'],
      city: 'Kathmandu',
      area: 'Koteshwor',
    });
  });

  it('[BEH-27] on failure keeps the subjects as comma-joined text and shows the server message', async () => {
    answerWith(409, { message: MSG.emailTaken });
    renderPage('/register', <TeacherRegisterPage />, ['/login']);
    await fillTeacherRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.emailTaken);
    expect(screen.getByLabelText('Subjects')).toHaveValue('Physics, Maths');
  });
});

describe('teacher sign-in', () => {
  it('[SCR-5] uses the login messages', async () => {
    renderPage('/login', <TeacherLoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MSG.emailRequiredLogin)).toBeInTheDocument();
    expect(screen.getByText(MSG.teacherPasswordRequired)).toBeInTheDocument();
  });

  it('[SCR-5] [GRD-12] [DATA-1] [BEH-4] [DEC-4] stores the session from teacherData and opens the teacher dashboard', async () => {
    answerWith(200, {
      message: 'Login successful',
      accessToken: 'jwt',
      teacherData: { firstName: 'Ram', lastName: 'Thapa', role: 'teacher' },
    });
    renderPage('/login', <TeacherLoginPage />, ['/teacher-dashboard']);
    await userEvent.type(screen.getByLabelText('Email'), 'ram@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('at /teacher-dashboard')).toBeInTheDocument();
    expect({ ...window.sessionStorage }).toEqual({
      accessToken: 'jwt',
      role: 'teacher',
      firstName: 'Ram',
      lastName: 'Thapa',
    });
  });
});

describe('admin sign-up', () => {
  it('[SCR-7] [GRD-11] [VAL-AREG-7] checks the confirmation and sends the confirm value as the password', async () => {
    const message = 'Registration successful. An administrator must approve your account before you can sign in.';
    const fetchMock = answerWith(201, { message });
    renderPage('/admin-register', <AdminRegisterPage />, ['/admin-login']);
    await userEvent.type(screen.getByLabelText('First name'), 'Gita');
    await userEvent.type(screen.getByLabelText('Last name'), 'Karki');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9841234567');
    await userEvent.type(screen.getByLabelText('Email'), 'gita@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.tab();
    expect(await screen.findByText(MSG.passwordUppercase)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret2');
    await userEvent.tab();
    expect(await screen.findByText(MSG.passwordConfirmMismatch)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create admin account' }));
    expect(await screen.findByText('at /admin-login')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(sentBody(fetchMock)).toMatchObject({ password: 'Secret1', conformPassword: 'Secret1' });
  });
});

describe('[SCR-8] admin sign-in', () => {
  it('[BEH-4] [DEC-1] shows a pending admin the server 403 message and stores nothing', async () => {
    answerWith(403, { message: MSG.adminPending });
    renderPage('/admin-login', <AdminLoginPage />, ['/admin-dashboard']);
    await userEvent.type(screen.getByLabelText('Email'), 'gita@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.adminPending);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('[GRD-12] [BEH-4] [API-2] stores the session from adminData and opens the admin dashboard', async () => {
    answerWith(200, {
      message: 'Login successful',
      accessToken: 'jwt',
      adminData: { firstName: 'Gita', lastName: 'Karki', role: 'admin' },
    });
    renderPage('/admin-login', <AdminLoginPage />, ['/admin-dashboard']);
    await userEvent.type(screen.getByLabelText('Email'), 'gita@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('at /admin-dashboard')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('role')).toBe('admin');
  });
});
