import { act, screen } from '@testing-library/react';
import type { RouteObject } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/session';
import { renderRoutes, signIn } from '../../test/render';
import { decideAdmin, decideEntry, decideTeacher } from './guard-rules';
import { AdminGuard, EntryGuard, FallbackGuard, TeacherGuard } from './guards';

const screenAt = (text: string) => ({ element: <p>{text}</p> });

function routes(): RouteObject[] {
  return [
    { path: '/', element: <EntryGuard /> },
    { path: '/home', ...screenAt('home page') },
    {
      element: <AdminGuard />,
      children: [
        { path: '/admin-dashboard', ...screenAt('admin dashboard') },
        { path: '/admin-profile', ...screenAt('admin profile') },
      ],
    },
    {
      element: <TeacherGuard />,
      children: [
        { path: '/teacher-dashboard', ...screenAt('teacher dashboard') },
        { path: '/tution-details/:id', ...screenAt('tuition details') },
      ],
    },
    { path: '*', element: <FallbackGuard notFound={<p>not found</p>} /> },
  ];
}

describe('entry guard rules', () => {
  it('[GRD-1] sends a visitor without a token to /home, replacing history', () => {
    expect(decideEntry({ token: null, role: null })).toEqual({ kind: 'redirect', to: '/home', replace: true });
  });
  it('[GRD-2] sends a teacher to the teacher dashboard, replacing history', () => {
    expect(decideEntry({ token: 't', role: 'teacher' })).toEqual({
      kind: 'redirect',
      to: '/teacher-dashboard',
      replace: true,
    });
  });
  it('[GRD-3] pushes an admin to the admin dashboard', () => {
    expect(decideEntry({ token: 't', role: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/admin-dashboard',
      replace: false,
    });
  });
  it('[GRD-5] shows an empty page to a token holder with another role', () => {
    expect(decideEntry({ token: 't', role: 'adminRolePending' })).toEqual({ kind: 'empty' });
  });
});

describe('admin and teacher guard rules', () => {
  it('[GRD-6] [BEH-15] admin guard: no token or another role goes home', () => {
    expect(decideAdmin({ token: null, role: 'admin', pathname: '/admin-dashboard' })).toMatchObject({ to: '/home' });
    expect(decideAdmin({ token: 't', role: 'teacher', pathname: '/admin-dashboard' })).toMatchObject({ to: '/home' });
    expect(decideAdmin({ token: 't', role: 'adminRolePending', pathname: '/admin-profile' })).toMatchObject({
      to: '/home',
    });
  });
  it('[GRD-7] admin guard: renders admin paths and sends other paths to the dashboard', () => {
    for (const pathname of [
      '/admin-dashboard',
      '/admin-profile',
      '/admin-profile-update',
      '/admin-password-update',
      '/admin-profile/contact-form-data',
    ]) {
      expect(decideAdmin({ token: 't', role: 'admin', pathname })).toEqual({ kind: 'render' });
    }
    expect(decideAdmin({ token: 't', role: 'admin', pathname: '/teacher-dashboard' })).toMatchObject({
      to: '/admin-dashboard',
    });
  });
  it('[GRD-8] [GRD-10] teacher guard: no token goes home; another role gets no content', () => {
    expect(decideTeacher({ token: null, role: null, pathname: '/teacher-dashboard' })).toMatchObject({ to: '/home' });
    expect(decideTeacher({ token: 't', role: 'admin', pathname: '/teacher-dashboard' })).toEqual({ kind: 'empty' });
  });
  it('[GRD-9] teacher guard: renders teacher paths and sends other paths to the dashboard', () => {
    for (const pathname of [
      '/teacher-dashboard',
      '/add-tuition',
      '/tution-details/abc',
      '/tution/edit/abc',
      '/teacher-profile',
      '/teacher-profile/change-password',
    ]) {
      expect(decideTeacher({ token: 't', role: 'teacher', pathname })).toEqual({ kind: 'render' });
    }
    expect(decideTeacher({ token: 't', role: 'teacher', pathname: '/somewhere' })).toMatchObject({
      to: '/teacher-dashboard',
    });
  });
});

describe('[ROLE-6] guards in the router', () => {
  it('[GRD-1] visitor on / lands on /home with history replaced', async () => {
    const { router } = renderRoutes(routes(), '/');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('[GRD-2] teacher on / lands on the teacher dashboard with history replaced', async () => {
    signIn('teacher');
    const { router } = renderRoutes(routes(), '/');
    expect(await screen.findByText('teacher dashboard')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('[GRD-3] admin on / is pushed to the admin dashboard', async () => {
    signIn('admin');
    const { router } = renderRoutes(routes(), '/');
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('[GRD-5] a token with another role sees an empty page on /', async () => {
    signIn('adminRolePending');
    const { router, container } = renderRoutes(routes(), '/');
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
    expect(container).toBeEmptyDOMElement();
  });

  it('[GRD-6] a teacher on an admin path is sent home', async () => {
    signIn('teacher');
    const { router } = renderRoutes(routes(), '/admin-profile');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('[GRD-4] [GRD-7] [GRD-10] an admin on a teacher path gets no content; on an unknown path goes to the admin dashboard', async () => {
    signIn('admin');
    const { router, container } = renderRoutes(routes(), '/teacher-dashboard');
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
    await act(() => router.navigate('/no-such-page'));
    expect(await screen.findByText('admin dashboard')).toBeInTheDocument();
  });

  it('[GRD-9] a teacher on an unknown path goes to the teacher dashboard', async () => {
    signIn('teacher');
    renderRoutes(routes(), '/no-such-page');
    expect(await screen.findByText('teacher dashboard')).toBeInTheDocument();
  });

  it('a visitor on an unknown path sees the not-found page', async () => {
    renderRoutes(routes(), '/no-such-page');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });

  it('[GRD-4] re-evaluates when the session changes: logout on a guarded page goes home', async () => {
    signIn('teacher');
    const { router } = renderRoutes(routes(), '/tution-details/42');
    expect(await screen.findByText('tuition details')).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
