// Builds the parts whose output is missing or older than their sources (web app, server bundle).
// Shared by `npm start` and the end-to-end global set-up, so both serve exactly what is in the tree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function run(label, args) {
  console.log(`> ${label}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
}

export function buildStale() {
  const contract = at('packages/contract/src');
  if (fs.existsSync(at('apps/web/package.json'))) {
    const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts'].map((p) =>
      at('apps/web', p),
    );
    if (isStale(at('apps/web/dist/index.html'), [...webSources, contract])) {
      run('building the web app', ['run', 'build', '--workspace', '@gharguru/web']);
    }
  }
  if (isStale(at('apps/server/dist/main.js'), [at('apps/server/src'), at('apps/server/build.mjs'), contract])) {
    run('building the server', ['run', 'build', '--workspace', '@gharguru/server']);
  }
}
