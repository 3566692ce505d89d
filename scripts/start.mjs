// `npm start`: builds what is missing or stale (web app, server bundle), then runs the production
// server on one port with the embedded database unless DATABASE_URL is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  buildStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// The server needs PUBLIC_URL in production (links in notifications). The quick start on this
// machine sends none (no SMTP_URL, no SMS_GATEWAY_URL), so there it may name this machine;
// with either set it must be given (docs/decisions/033-data-safety.md).
const quickStart = !process.env.PUBLIC_URL && !process.env.SMTP_URL && !process.env.SMS_GATEWAY_URL;
const publicUrl = quickStart ? { PUBLIC_URL: `http://localhost:${process.env.PORT || 3000}` } : {};

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...publicUrl, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
