// "Track my request" can be found from every page (issue 33): the header and its phone menu, the
// footer and the home page link to /track, in English and नेपाली.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import HomePage from '../../features/public/pages/home-page';
import { setLanguage } from '../../lib/i18n';
import { renderRoutes } from '../../test/render';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function renderSite() {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <main>
              <HomePage />
            </main>
            <SiteFooter />
          </>
        ),
      },
    ],
    '/home',
  );
}

describe('[FIX-1] the way to /track', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  for (const [language, name] of [
    ['en', 'Track my request'],
    ['ne', 'मेरो अनुरोध हेर्नुहोस्'],
  ] as const) {
    it(`is in the header, the phone menu, the footer and /home (${language})`, async () => {
      await act(() => setLanguage(language));
      renderSite();
      const banner = screen.getByRole('banner');
      // The desktop row and the phone menu each hold one.
      expect(within(banner).getAllByRole('link', { name, hidden: true })).toHaveLength(2);
      expect(within(screen.getByRole('contentinfo')).getByRole('link', { name })).toHaveAttribute('href', '/track');
      expect(within(screen.getByRole('main')).getByRole('link', { name })).toHaveAttribute('href', '/track');
      for (const link of within(banner).getAllByRole('link', { name, hidden: true }))
        expect(link).toHaveAttribute('href', '/track');
    });
  }
});
