import { chromium } from 'playwright-core';
const [base, tag] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: 'gg_lang', value: 'ne', url: base }]);
  const page = await context.newPage();
  for (const route of ['/home', '/tutors', '/about']) {
    await page.goto(base + route);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/fast-shots/${tag}-${route.slice(1)}-${width}.png` });
  }
  await context.close();
}
await browser.close();
