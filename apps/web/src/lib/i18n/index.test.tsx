import { act, render, renderHook, screen } from '@testing-library/react';
import type { RouteObject } from '../router';
import { paths } from '../paths';
import { MSG } from '@gharguru/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ne } from './ne';
import { setLanguage, storedLanguage, translateMessage, useTranslation } from './index';

function Probe() {
  const { t, i18n } = useTranslation();
  return (
    <p data-language={i18n.language}>
      {t('nav.findTutor')} / {translateMessage(MSG.somethingWentWrong, i18n.language)}
    </p>
  );
}

describe('useTranslation and setLanguage', () => {
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('[DEC-8] re-renders in Nepali after the switch, remembers it and sets <html lang>', async () => {
    render(<Probe />);
    expect(screen.getByText(/Find a Tutor/)).toHaveAttribute('data-language', 'en');
    await act(() => setLanguage('ne'));
    expect(screen.getByText(new RegExp(ne.nav.findTutor))).toHaveAttribute('data-language', 'ne');
    expect(storedLanguage()).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');
    expect(screen.getByText(/केही गडबड भयो/)).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByText(/Find a Tutor/)).toHaveAttribute('data-language', 'en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('[DEC-8] leaves server messages in English in English mode', () => {
    expect(translateMessage(MSG.somethingWentWrong, 'en')).toBe(MSG.somethingWentWrong);
  });
});

describe('the admin and teacher texts', () => {
  it('are not in the first bundle; the guarded routes load them before rendering', async () => {
    // A fresh copy of the modules, as on a page load (the test setup loads the texts for every test).
    vi.resetModules();
    const i18n = await import('./index');
    const { createRoutes } = await import('../../app/routes');
    const { AdminGuard, TeacherGuard } = await import('../../app/guards/guards');
    const { result } = renderHook(() => i18n.useTranslation());
    expect(result.current.t('staff.changePassword')).toBe('staff.changePassword');

    const all = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((route) => [route, ...all(route.children ?? [])]);
    const guardOf = (path: string) =>
      all(createRoutes()).find((route) => route.children?.some((child) => child.path === path));
    const loaded: RouteObject[] = [];
    for (const path of [paths.adminDashboard, paths.teacherDashboard]) {
      const lazy = guardOf(path)?.lazy as (() => Promise<RouteObject>) | undefined;
      expect(lazy).toBeTypeOf('function');
      if (lazy) loaded.push(await lazy());
    }
    expect(loaded.map((route) => route.Component)).toEqual([AdminGuard, TeacherGuard]);
    expect(result.current.t('staff.changePassword')).toBe('Change Password');
  });
});
