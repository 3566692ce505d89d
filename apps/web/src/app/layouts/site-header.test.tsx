import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn } from '../../test/render';
import { SiteHeader } from './site-header';

function renderHeader(path = '/home') {
  return renderRoutes(
    [
      {
        path: '*',
        element: <SiteHeader />,
      },
    ],
    path,
  );
}

/** Signs in as `role`, renders the header at `path` and opens the account menu, then fakes the timers. */
async function openAccountMenu(role: string, path?: string) {
  signIn(role);
  const view = renderHeader(path);
  const trigger = await screen.findByRole('button', { name: 'Open account menu' });
  vi.useFakeTimers();
  fireEvent.pointerDown(trigger, { button: 0, pointerType: 'mouse' });
  return view;
}

describe('SiteHeader', () => {
  // The account menu is a lazy chunk: load it once so each test only waits for React.
  beforeAll(async () => {
    await import('./user-menu');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('[DIR-6] shows the five required navigation links, Browse Tutors beside Find a Tutor, and no account menu for a visitor', () => {
    renderHeader();
    for (const name of ['Home', 'Become a Tutor', 'Find a Tutor', 'Browse Tutors', 'About', 'Contact']) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    // "Find a Tutor" keeps going to the request form (requirements §1); the directory is beside it.
    expect(screen.getAllByRole('link', { name: 'Find a Tutor' })[0]).toHaveAttribute('href', '/contact-student');
    expect(screen.getAllByRole('link', { name: 'Browse Tutors' })[0]).toHaveAttribute('href', '/tutors');
    expect(screen.queryByRole('button', { name: 'Open account menu' })).not.toBeInTheDocument();
  });

  it('gives a visitor a teacher sign-in and the language switch outside the collapsed menu (issue 14)', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'Teacher sign in' })[0]).toHaveAttribute('href', '/login');
    const menu = document.getElementById(
      screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-controls') ?? '',
    );
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(menu?.contains(languages)).toBe(false);
  });

  it('shows a signed-in teacher or admin neither "Become a Tutor" nor a sign-in (issue 14)', async () => {
    signIn('teacher', 'Ram', 'Thapa');
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Open account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a Tutor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Teacher sign in' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Find a Tutor' }).length).toBeGreaterThan(0);
  });

  it('[BEH-2] [BEH-3] greets a signed-in teacher by time of day with the name in upper case', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 0, 15, 16, 59));
    signIn('teacher', 'Ram', 'Thapa');
    renderHeader();
    expect(screen.getAllByText(/Good Afternoon/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/RAM THAPA/).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Open account menu' })).toBeInTheDocument();
  });

  it('[BEH-1] treats a stored role other than teacher or admin as signed out', () => {
    signIn('adminRolePending');
    renderHeader();
    expect(screen.queryByText(/Good (Morning|Afternoon|Evening)/)).not.toBeInTheDocument();
  });

  it('[NAV-2] the collapsed menu toggles with its button', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('[NAV-4] [NAV-5] [NAV-6] [NAV-7] [LIM-7] admin menu: choosing an item closes the menu and navigates after 200 ms', async () => {
    const { router } = await openAccountMenu('admin');
    expect(screen.getByRole('menuitem', { name: 'Contact Form Data' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(199));
    expect(router.state.location.pathname).toBe('/home');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/admin-dashboard');
  });

  it('[NAV-4] [NAV-5] [NAV-6] teacher menu: Profile goes to the teacher profile and has no Contact Form Data', async () => {
    const { router } = await openAccountMenu('teacher');
    expect(screen.queryByRole('menuitem', { name: 'Contact Form Data' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Profile' }));
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/teacher-profile');
  });

  it('[NAV-4] [NAV-8] [DEC-4] logout clears all storage except the language choice and goes home after 200 ms', async () => {
    window.localStorage.setItem('gharguru.language', 'en');
    window.localStorage.setItem('something', 'else');
    const { router } = await openAccountMenu('teacher', '/teacher-dashboard');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(window.sessionStorage.getItem('accessToken')).toBe('token-123');
    act(() => vi.advanceTimersByTime(200));
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('something')).toBeNull();
    expect(window.localStorage.getItem('gharguru.language')).toBe('en');
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Open account menu' })).not.toBeInTheDocument();
  });
});
