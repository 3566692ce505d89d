// Takes screenshots of the public pages at 360 and 1280 px with Debian's Chromium, for a person to
// look at: `node scripts/screenshots.mjs http://localhost:3100` (the server must be running).
// Saves docs/screenshots/<route>-<width>.png at the repository root and prints browser console errors.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3100';
const only = process.argv.slice(3);
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'screenshots');
const routes = [
  'home',
  'about',
  'contact-student',
  'contactus-form',
  'login',
  'register',
  'admin-login',
  'admin-register',
];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 360 ? 740 : 800 } });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.log(`  [${message.type()}] ${message.text()}`);
    });
    page.on('pageerror', (error) => console.log(`  [pageerror] ${error.message}`));
    for (const route of only.length > 0 ? only : routes) {
      await page.goto(`${base}/${route}`, { waitUntil: 'networkidle' });
      const file = path.join(out, `${route}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${route} @ ${width}px -> ${path.relative(process.cwd(), file)}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
