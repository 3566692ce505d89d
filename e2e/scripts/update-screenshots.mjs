// Copies the screenshots the e2e suite saved (e2e/test-results/screenshots, every route at 1280 and
// 360 px) to docs/screenshots for the README. Run the suite first:
//   npx playwright test --config e2e/playwright.config.ts && npm run screenshots:update -w @gharguru/e2e
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(e2e, 'test-results', 'screenshots');
const to = path.join(e2e, '..', 'docs', 'screenshots');

if (!fs.existsSync(from)) {
  console.error(`No screenshots in ${from}: run the e2e suite first.`);
  process.exit(1);
}
fs.mkdirSync(to, { recursive: true });
const files = fs.readdirSync(from).filter((name) => name.endsWith('.png'));
for (const name of files) fs.copyFileSync(path.join(from, name), path.join(to, name));
console.log(`Copied ${files.length} screenshots to ${path.relative(process.cwd(), to) || to}`);
