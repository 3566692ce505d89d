// Child processes: run a command to completion, find a free port, wait for an HTTP endpoint.
import { type SpawnOptions, spawn } from 'node:child_process';
import net from 'node:net';
import { REPO_ROOT } from './paths.js';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command; its output is captured (and echoed when `echo` is set). */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { echo?: boolean } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk;
      if (options.echo) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

export async function runOrThrow(command: string, args: string[], options: SpawnOptions & { echo?: boolean } = {}) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.code}\n${result.stderr.slice(-2000)}`);
  }
  return result;
}

/**
 * Runs `program` (a C load generator: pgbench, wrk) to completion and measures its CPU: a shell runs
 * it, then prints its own /proc stat, whose cutime and cstime are the program's CPU in ticks
 * (`clientTicks`, undefined if the stat could not be read).
 */
export async function runMeasuringCpu(program: string, args: string[]) {
  const { stdout, stderr } = await runOrThrow('sh', [
    '-c',
    'program="$1"; shift; "$program" "$@"; status=$?; cat /proc/$$/stat >&2; exit $status',
    'sh',
    program,
    ...args,
  ]);
  const shellStat = stderr.trim().split('\n').pop() ?? '';
  // After the command: cutime is field 16 and cstime 17 (1-based in proc(5)).
  const fields = shellStat.slice(shellStat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  return { stdout, clientTicks: Number.isFinite(ticks) ? ticks : undefined };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process serving ${url} exited`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
