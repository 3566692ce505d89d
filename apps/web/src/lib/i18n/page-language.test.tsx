// A page comes from the server in English or नेपाली (docs/decisions/019): rendered in its language,
// it hydrates in the same language with nothing to repair; a choice made on this device is kept in
// local storage and in the cookie the server reads, and wins over the page's language afterwards.
import { LANGUAGE_COOKIE } from '@gharguru/contract';
import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { LANGUAGE_STORAGE_KEY } from '../storage-keys';
import { formatAmount } from '../format';
import { ne } from './ne';
import { neStaff } from './ne-staff';
import { loadLanguage, pageLanguage, renderIn, setLanguage, storedLanguage, useTranslation } from './index';

function Probe() {
  const { t, i18n } = useTranslation();
  return (
    <p data-language={i18n.language}>
      {t('nav.findTutor')} · {formatAmount(i18n.language, 6000)}
    </p>
  );
}

const cookieLanguage = () => new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];

/** The server's HTML of the page in `language`, put in the document as the browser receives it. */
async function serverPage(language: 'en' | 'ne'): Promise<HTMLElement> {
  await loadLanguage(language);
  renderIn(language);
  const html = renderToString(
    <AppProviders>
      <Probe />
    </AppProviders>,
  );
  document.documentElement.lang = language;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** What app/start.tsx does: the page's language loaded before hydrating. */
async function hydrate(container: HTMLElement, errors: unknown[]) {
  // A fresh browser: the language store starts in English, as a page load does.
  renderIn('en');
  if (pageLanguage() === 'ne') await setLanguage('ne', { remember: false });
  return act(async () =>
    hydrateRoot(
      container,
      <AppProviders>
        <Probe />
      </AppProviders>,
      { onRecoverableError: (error) => errors.push(error) },
    ),
  );
}

afterEach(async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.body.innerHTML = '';
  await act(() => setLanguage('en', { remember: false }));
});

describe('a page in the language the server sent it in', () => {
  it('[UX-1] hydrates a Nepali page in Nepali, with Devanagari digits and nothing to repair', async () => {
    const container = await serverPage('ne');
    expect(container.textContent).toBe(`${ne.nav.findTutor} · ६,०००`);
    const errors: unknown[] = [];
    const root = await hydrate(container, errors);
    expect(errors).toEqual([]);
    expect(container.querySelector('p')).toHaveAttribute('data-language', 'ne');
    expect(container.textContent).toBe(`${ne.nav.findTutor} · ६,०००`);
    // The server chose Nepali (Accept-Language): no choice is stored, so none is written.
    expect(storedLanguage()).toBeUndefined();
    expect(cookieLanguage()).toBeUndefined();
    act(() => root.unmount());
  });

  it('hydrates an English page in English', async () => {
    const container = await serverPage('en');
    const errors: unknown[] = [];
    const root = await hydrate(container, errors);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Find a Tutor · 6,000');
    act(() => root.unmount());
  });

  it('[UX-1] switches to the choice stored on this device after hydrating, and writes it to the cookie again', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const container = await serverPage('ne');
    const errors: unknown[] = [];
    const root = await hydrate(container, errors);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Find a Tutor · 6,000');
    expect(document.documentElement.lang).toBe('en');
    expect(cookieLanguage()).toBe('en');
    act(() => root.unmount());
  });
});

describe('[UX-1] choosing a language', () => {
  it('keeps the choice in local storage and in the cookie the server reads', async () => {
    await act(() => setLanguage('ne'));
    expect(storedLanguage()).toBe('ne');
    expect(cookieLanguage()).toBe('ne');
    await act(() => setLanguage('en'));
    expect(cookieLanguage()).toBe('en');
  });

  it('writes nothing when the switch is not a choice (applying the page or stored language)', async () => {
    await act(() => setLanguage('ne', { remember: false }));
    expect(storedLanguage()).toBeUndefined();
    expect(cookieLanguage()).toBeUndefined();
  });
});

describe('the Nepali texts a visitor downloads', () => {
  it('are the public ones; the admin and teacher texts come with a staff screen, in either order', async () => {
    // Fresh modules, as on a page load (the test setup loads every text for the other tests).
    vi.resetModules();
    const publicFirst = await import('./index');
    await publicFirst.setLanguage('ne', { remember: false });
    const visitor = renderHook(() => publicFirst.useTranslation());
    expect(visitor.result.current.t('nav.findTutor')).toBe(ne.nav.findTutor);
    expect(visitor.result.current.t('staff.changePassword')).toBe('staff.changePassword');
    await act(() => publicFirst.loadStaffTexts());
    expect(visitor.result.current.t('staff.changePassword')).toBe(neStaff.staff.changePassword);

    vi.resetModules();
    const staffFirst = await import('./index');
    await staffFirst.loadStaffTexts();
    await staffFirst.setLanguage('ne', { remember: false });
    const teacher = renderHook(() => staffFirst.useTranslation());
    expect(teacher.result.current.t('staff.changePassword')).toBe(neStaff.staff.changePassword);
  });
});
