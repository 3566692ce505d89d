// Starts the production server bundle (apps/server/dist/main.js) on a free port, against
// PostgreSQL (DATABASE_URL) or the embedded PGlite default (DATA_DIR), and stops it again.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { REPO_ROOT, SERVER_BUNDLE } from './paths.js';
import { freePort, runOrThrow, waitForHttp } from './processes.js';

export const BENCH_JWT_SECRET = 'bench-only-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface RunningServer {
  url: string;
  pid: number;
  /** The server's warnings and errors so far (the last 20,000 characters). */
  log(): string;
  stop(): Promise<void>;
}

export type ServerDatabase = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

let built = false;

/** Builds the server bundle once per bench run, so the numbers are those of the code in the tree. */
export async function buildServer(): Promise<void> {
  if (built && existsSync(SERVER_BUNDLE)) return;
  await runOrThrow('npm', ['run', 'build', '-w', '@gharguru/server']);
  built = true;
}

/** The production server's environment for a bench: this port and database, no rate limits. */
export function serverEnv(port: number, database: ServerDatabase, extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: BENCH_JWT_SECRET,
    // Sign-in and public-form limits would turn a load test into a 429 test.
    RATE_LIMIT_ENABLED: 'false',
    // One log line per request is a deployment choice (log shipping), not the application's cost.
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (database.kind === 'postgres') env.DATABASE_URL = database.url;
  else env.DATA_DIR = database.dataDir;
  return env;
}

export async function startServer(
  database: ServerDatabase,
  options: { extraEnv?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  await buildServer();
  const port = await freePort();
  return spawnServer([...(options.nodeArgs ?? []), SERVER_BUNDLE], serverEnv(port, database, options.extraEnv));
}

/**
 * Runs `node <args>` from the repository, listening on 127.0.0.1 at `env.PORT`, and waits until
 * `healthPath` answers: a server bundle (this tree's, or another build's for bench:cpu-ab), or a
 * bench's own server (bench:floor).
 */
export async function spawnServer(
  args: string[],
  env: NodeJS.ProcessEnv,
  healthPath = '/api/health',
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${env.PORT}`;
  const child: ChildProcess = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // The server's own log (warnings and errors only) is kept, and shown if it fails to start.
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  try {
    await waitForHttp(`${url}${healthPath}`, 60_000, () => !exited);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log.slice(-4_000)}`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    log: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
