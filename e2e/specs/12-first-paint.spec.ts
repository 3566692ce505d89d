// Issue 12: a prerendered page paints from its HTML alone. Its stylesheet is inlined, so with every
// script blocked the page is already styled and asks for no CSS; every script and preload comes
// after the content; with scripts it hydrates after the first contentful paint, under the
// production CSP, without an error or a violation in the console.
import { PRERENDERED } from '../../apps/web/src/lib/route-manifest';
// Playwright's own `test`: the fixtures' `page.goto` waits for hydration, which a load with every
// script blocked never reaches.
import { expect, test } from '@playwright/test';
import { waitForApp } from '../fixtures/test';

const routes = PRERENDERED.map((screen) => screen.path);

for (const route of routes) {
  test(`${route} is styled before any script and then hydrates`, async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.route('**/*.js', (request) => request.abort());
    const response = await page.goto(route);
    // Nothing the first paint would wait for: no stylesheet link, and no script or preload before
    // the page's content (they sit at the end of <body>).
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const contentEnd = html.lastIndexOf('</footer>');
    expect(contentEnd).toBeGreaterThan(0);
    for (const tag of [...html.matchAll(/<script|rel="modulepreload"/g)]) {
      expect(tag.index, `${tag[0]} before the content`).toBeGreaterThan(contentEnd);
    }
    // The layout's Tailwind background (bg-slate-50), from the inlined stylesheet only.
    const background = await page.evaluate(
      () => getComputedStyle(document.querySelector('#root > div') ?? document.body).backgroundColor,
    );
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(stylesheets).toEqual([]);

    await page.unroute('**/*.js');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    await page.goto(route);
    await waitForApp(page);
    // Hydration starts after the browser painted the HTML's content.
    const marks = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      hydrate: performance.getEntriesByName('gharguru:hydrate')[0]?.startTime,
    }));
    expect(marks.paint).toBeDefined();
    expect(marks.hydrate).toBeDefined();
    expect(marks.paint).toBeLessThanOrEqual(marks.hydrate ?? 0);
    expect(stylesheets).toEqual([]);
    expect(problems).toEqual([]);
  });
}
