// Issue 12: a prerendered page paints from its HTML alone. Its stylesheet is inlined, so with every
// script blocked the page is already styled and asks for no CSS; with scripts it hydrates, under the
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
    await page.goto(route);
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
    expect(stylesheets).toEqual([]);
    expect(problems).toEqual([]);
  });
}
