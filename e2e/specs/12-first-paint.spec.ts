// Issue 12 (decision 026): a public page paints from its HTML alone, before any script is fetched.
// The stylesheet rules it can use are inlined, so with every script blocked the page is already
// styled and asks for no CSS; the whole stylesheet comes after the first paint. Its HTML names no script file and no module preload (the browser's preload scanner would fetch
// them while the page is parsed and painted): one inline loader at the end of <body>, allowed by the
// Content-Security-Policy through its hash, adds them once the page is painted. With scripts, every
// script starts after the first contentful paint and the page hydrates, under the production CSP,
// without an error or a violation in the console, and navigates on the client: in English and in
// Nepali, on the prerendered pages, the server-rendered directory and the not-found page. An English
// page downloads no web font (its Devanagari words come with its HTML).
import { createHash } from 'node:crypto';
import { PRERENDERED } from '../../apps/web/src/lib/route-manifest';
// Playwright's own `test`: the fixtures' `page.goto` waits for hydration, which a load with every
// script blocked never reaches.
import { type Page, expect, test } from '@playwright/test';
import { waitForApp } from '../fixtures/test';

const NOT_FOUND = '/no-such-page-here';
const routes = [...PRERENDERED.map((screen) => screen.path), '/tutors', NOT_FOUND];
const LANGUAGES = [
  { language: 'en', locale: 'en-GB' },
  { language: 'ne', locale: 'ne-NP' },
] as const;

/** The inline scripts the page runs (a JSON or JSON-LD data block runs nothing), with where each starts. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''))
    .map((found) => ({ attributes: found[1] ?? '', text: found[2] ?? '', index: found.index ?? 0 }));
}

/** When the first contentful paint, each script's request and hydration started, in the page's time. */
function timings(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    hydrate: performance.getEntriesByName('gharguru:hydrate')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
    stylesheets: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
}

for (const { language, locale } of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    for (const route of routes) {
      test(`${route} is styled before any script, fetches scripts after its first paint and hydrates`, async ({
        page: blocked,
      }) => {
        let page = blocked;
        const stylesheets: string[] = [];
        const fonts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
          if (request.resourceType() === 'font') fonts.push(request.url());
        });
        await page.route('**/*.js', (request) => request.abort());
        const response = await page.goto(route);
        expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
        const html = (await response?.text()) ?? '';
        expect(html).toContain(`<html lang="${language}"`);
        // Nothing the first paint would wait for, and no file the preload scanner could fetch early:
        // no stylesheet link, no script file, no module preload.
        expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
        expect(html).not.toMatch(/<script[^>]+\bsrc=|rel="modulepreload"/);
        // One inline script, the loader, after the page's content; the CSP allows it by its hash only.
        const scripts = inlineScripts(html);
        expect(scripts).toHaveLength(1);
        const [loader] = scripts;
        expect(loader?.attributes).toMatch(/id="gg-loader" data-entry="\/assets\/index-[\w-]+\.js"/);
        expect(loader?.index).toBeGreaterThan(html.lastIndexOf('</footer>'));
        // A prerendered Nepali page fetches its Nepali texts beside the entry, not after it.
        if (language === 'ne' && route !== '/tutors') expect(loader?.attributes).toMatch(/data-preload="[^"]*\/ne-/);
        expect(html.lastIndexOf('</footer>')).toBeGreaterThan(0);
        const hash = `'sha256-${createHash('sha256')
          .update(loader?.text ?? '')
          .digest('base64')}'`;
        const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
        expect(scriptSrc?.split(' ')).toEqual(["'self'", hash]);
        // The layout's Tailwind background (bg-slate-50), from the inlined stylesheet only.
        const background = await page.evaluate(
          () => getComputedStyle(document.querySelector('#root > div') ?? document.body).backgroundColor,
        );
        expect(background).not.toBe('rgba(0, 0, 0, 0)');
        expect(stylesheets).toEqual([]);
        // An English page draws its few Devanagari words from faces in its own HTML, never from the
        // 121 KB web font (this machine has no Devanagari system font).
        if (language === 'en') expect(fonts).toEqual([]);
        // The loader ran under the page's CSP (it asked for the entry, which was blocked here).
        await page.waitForFunction(() => document.head.querySelector('script[type="module"][src]') !== null);

        // A fresh tab, so nothing the blocked load logs late is counted against the next one.
        page = await page.context().newPage();
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
        });
        const problems: string[] = [];
        page.on('console', (message) => {
          // The not-found page's own answer is a 404, which Chromium logs.
          if (route === NOT_FOUND && message.text().includes('status of 404')) return;
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(String(error)));
        await page.goto(route);
        await waitForApp(page);
        const marks = await timings(page);
        expect(marks.paint).toBeDefined();
        expect(marks.hydrate).toBeDefined();
        // Every script was asked for after the page's first contentful paint, and hydration came after it.
        expect(marks.scripts.length).toBeGreaterThan(0);
        for (const script of marks.scripts) {
          expect(script.start, script.name).toBeGreaterThanOrEqual(marks.paint ?? Number.POSITIVE_INFINITY);
        }
        expect(marks.paint).toBeLessThanOrEqual(marks.hydrate ?? 0);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        // The stylesheet's class rules and the word faces (for the pages a visitor moves to) come after
        // the first paint too, and they are the files the page names in <meta name="gg-stylesheet">.
        const named = (/<meta name="gg-stylesheet" content="([^"]+)"/.exec(html)?.[1] ?? '').split(' ');
        expect(named).toEqual([
          expect.stringMatching(/^\/assets\/classes-\w+\.css$/),
          expect.stringMatching(/^\/assets\/english-words-\w+\.css$/),
        ]);
        expect(stylesheets.map((url) => new URL(url).pathname).sort()).toEqual([...named].sort());
        for (const sheet of marks.stylesheets) {
          expect(sheet.start, sheet.name).toBeGreaterThanOrEqual(marks.paint ?? Number.POSITIVE_INFINITY);
        }
        expect(problems).toEqual([]);
      });
    }

    test('a page whose scripts came after the paint navigates on the client', async ({ page }) => {
      await page.goto('/home');
      await waitForApp(page);
      // A full page load would forget this; the client's navigation keeps the document.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const homeHeading = (await page.locator('main h1').textContent()) ?? '';
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.locator('header nav a[href="/about"]').first().click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main h1')).not.toHaveText(homeHeading);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(documents).toEqual([]);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    });
  });
}
