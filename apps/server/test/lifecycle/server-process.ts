// The real server as a child process (node + tsx on src/main.ts), for tests about what only a
// process shows: signals, kill -9, the data-directory lock, a second instance.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from '../test-app.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverRoot, '../..');
const MAIN = path.join(serverRoot, 'src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Where the server keeps its data: a PGlite directory, or a PostgreSQL URL (with a DATA_DIR for the secret). */
export interface ServerDatabase {
  dataDir: string;
  databaseUrl?: string;
}

export function serverEnv(database: ServerDatabase, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: database.dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://gharguru.test',
    RATE_LIMIT_ENABLED: 'false',
    WEB_DIST: path.join(database.dataDir, 'no-web-build'),
    ...extra,
  };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  return env;
}

/** Starts src/main.ts and waits (up to `timeoutMs`) until it listens; rejects with its output if it exits first. */
export async function startServer(
  database: ServerDatabase,
  { timeoutMs = 60_000, env = {} }: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: repoRoot,
    env: serverEnv(database, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, port, output: () => output, exited };
}

/** Waits for the exit, killing the process if it takes longer than `timeoutMs`. */
export async function waitForExit(server: ServerProcess, timeoutMs: number): Promise<number | string | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const result = await Promise.race([server.exited, timeout]);
  clearTimeout(timer);
  if (result === 'timeout') {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  return result;
}
