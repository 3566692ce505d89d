// Bad configuration is reported in one line on stderr, without a stack or a password, and the server
// exits with 1: the real entry point (src/main.ts through tsx) started with bad settings.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgresDatabase, onPostgres } from './lifecycle/fresh-postgres.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(repoRoot, 'apps/server/src/main.ts');
const PASSWORD = 'do-not-print-me';

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function startServer(env: Record<string, string>, deadlineMs = 90_000): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit within ${deadlineMs} ms; stderr: ${stderr}`));
    }, deadlineMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function expectOneLine(exit: Exit, pattern: RegExp) {
  expect(exit.code).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines, exit.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^GharGuru could not start: /);
  expect(lines[0]).toMatch(pattern);
  expect(`${exit.stdout}${exit.stderr}`).not.toMatch(/\n\s+at /);
  expect(`${exit.stdout}${exit.stderr}`).not.toContain(PASSWORD);
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('start-up with bad configuration', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-startup-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('[OPS-6] names a closed database port', async () => {
    const port = await closedPort();
    const exit = await startServer({ DATABASE_URL: `postgres://gharguru:${PASSWORD}@127.0.0.1:${port}/gharguru` });
    expectOneLine(exit, new RegExp(`cannot reach 127\\.0\\.0\\.1:${port} \\(connection refused\\)`));
  });

  it('[OPS-6] names a DATABASE_URL without a scheme', async () => {
    const exit = await startServer({ DATABASE_URL: `gharguru:${PASSWORD}@localhost:5432/gharguru` });
    expectOneLine(exit, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
  });

  it('[OPS-6] names a DATA_DIR it cannot write', async () => {
    // A path under a regular file cannot be created, whoever runs the test (root included).
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, '');
    const exit = await startServer({ DATA_DIR: path.join(file, 'data') });
    expectOneLine(exit, /cannot write to .*a-file.* check DATA_DIR/);
  });

  it.skipIf(onPostgres)('refuses a DATA_DIR that holds no database instead of making an empty one', async () => {
    // What a restore that deleted the database and then failed used to leave behind.
    const dataDir = path.join(scratch, 'lost');
    fs.mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'x'.repeat(64));
    fs.mkdirSync(path.join(dataDir, 'pgdata.previous-2026-11-28T02-00-00-000Z'));
    const exit = await startServer({ DATA_DIR: dataDir });
    expectOneLine(
      exit,
      /DATA_DIR .*lost holds no database \(no pgdata\/PG_VERSION\) but is not empty: restore a backup/,
    );
    expect(exit.stderr).toContain(`The database before the last restore is in ${dataDir}/pgdata.previous-2026-11-28`);
    expect(fs.readdirSync(path.join(dataDir, 'pgdata'))).toEqual([]);
  });

  it('names a JWT_SECRET that is too short and every other bad setting on the same line', async () => {
    const exit = await startServer({ JWT_SECRET: 'short', PORT: 'eighty', LOG_LEVEL: 'loud' });
    expectOneLine(exit, /JWT_SECRET must be at least 32 characters/);
    expect(exit.stderr).toMatch(/PORT must be a whole number/);
    expect(exit.stderr).toMatch(/LOG_LEVEL/);
  });

  describe('a port in use', () => {
    let database: { env: Record<string, string>; drop(): Promise<void> };
    beforeAll(async () => {
      database = await serverDatabase(scratch);
    });
    afterAll(() => database.drop());

    it('[OPS-6] names the port and releases the database', async () => {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const { port } = blocker.address() as net.AddressInfo;
      try {
        const exit = await startServer({ ...database.env, PORT: String(port) });
        expectOneLine(exit, new RegExp(`port ${port} is already in use`));
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
      // The embedded database was closed and its lock released on the way out.
      if (database.env.DATA_DIR) expect(fs.existsSync(path.join(database.env.DATA_DIR, 'gharguru.lock'))).toBe(false);
      // A fresh embedded database runs initdb and every migration before it listens.
    }, 120_000);
  });
});

/** A fresh PostgreSQL database in the postgres project, a fresh PGlite directory otherwise. */
async function serverDatabase(scratch: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!onPostgres) return { env: { DATA_DIR: path.join(scratch, 'data') }, drop: async () => {} };
  const fresh = await createFreshPostgresDatabase('gharguru_startup');
  return { env: { DATABASE_URL: fresh.url }, drop: fresh.drop };
}
