// `npm start`: builds what is missing or stale (web app, server bundle), then runs the production
// server on one port with the embedded database unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const contract = at('packages/contract/src');

function run(label, args) {
  console.log(`> ${label}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

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

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
