// Takes the pictures for docs/screenshots: runs the journeys that take them with E2E_SCREENSHOTS=1
// (every route at 1280 and 360 px, into e2e/test-results/screenshots; a normal run takes none), then
// copies them to docs/screenshots for the README. Arguments are passed to Playwright (a spec file, say):
//   npm run screenshots:update -w @gharguru/e2e
//   npm run screenshots:update -w @gharguru/e2e -- specs/10-accessibility-and-looks.spec.ts
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(e2e, 'test-results', 'screenshots');
const to = path.join(e2e, '..', 'docs', 'screenshots');

// The specs that take pictures (they call saveScreenshots), unless the command names others.
const specs = process.argv.slice(2);
if (specs.length === 0) {
  for (const file of fs.readdirSync(path.join(e2e, 'specs')).sort()) {
    if (fs.readFileSync(path.join(e2e, 'specs', file), 'utf8').includes('saveScreenshots('))
      specs.push(`specs/${file}`);
  }
}
fs.rmSync(from, { recursive: true, force: true });
const run = spawnSync('npx', ['playwright', 'test', '--config', 'playwright.config.ts', ...specs], {
  cwd: e2e,
  stdio: 'inherit',
  env: { ...process.env, E2E_SCREENSHOTS: '1' },
});
if (run.status !== 0) {
  console.error('The journeys failed: the screenshots were not copied.');
  process.exit(1);
}
fs.mkdirSync(to, { recursive: true });
const files = fs.readdirSync(from).filter((name) => name.endsWith('.png'));
for (const name of files) fs.copyFileSync(path.join(from, name), path.join(to, name));
console.log(`Copied ${files.length} screenshots to ${path.relative(process.cwd(), to) || to}`);
