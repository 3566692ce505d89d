// Why GharGuru could not start, as one line an operator can act on: which setting, what is wrong,
// what to check. No stack (a configuration mistake is not a bug), no password from DATABASE_URL,
// no query parameters.
import type { AppConfig } from '../config.js';
import { ConfigError } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { messageWithoutParameters } from './log-serializers.js';

type SystemError = Error & { code?: unknown; syscall?: string; path?: string; address?: string; port?: number };

const PREFIX = 'GharGuru could not start: ';

/** The error and its causes (Drizzle -> pg -> net), AggregateError's members included. */
function* chain(error: unknown, depth = 0): Generator<SystemError> {
  if (depth > 5 || typeof error !== 'object' || error === null) return;
  yield error as SystemError;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* chain(inner, depth + 1);
}

function codeIn(error: unknown, codes: readonly string[]): SystemError | undefined {
  for (const link of chain(error)) if (typeof link.code === 'string' && codes.includes(link.code)) return link;
  return undefined;
}

function messageIn(error: unknown, pattern: RegExp): SystemError | undefined {
  for (const link of chain(error)) if (pattern.test(link.message ?? '')) return link;
  return undefined;
}

/** `host:port` of DATABASE_URL, never its user or password. */
function databaseAddress(config: AppConfig | undefined): string {
  if (config?.database.kind !== 'postgres') return 'the database';
  try {
    const url = new URL(config.database.url);
    return `${url.hostname}:${url.port || '5432'}`;
  } catch {
    return 'the database';
  }
}

const FILE_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'part of the path is a file, not a folder',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
};

function listenProblem(error: unknown, config: AppConfig | undefined): string | undefined {
  const failed = [...chain(error)].find((link) => link.syscall === 'listen' || link.syscall === 'bind');
  if (!failed) return undefined;
  const port = failed.port ?? config?.port;
  if (failed.code === 'EADDRINUSE') return `port ${port} is already in use; stop the other program or set PORT`;
  if (failed.code === 'EACCES') return `not allowed to listen on port ${port}; use a port above 1023 or set PORT`;
  if (failed.code === 'EADDRNOTAVAIL')
    return `HOST ${failed.address ?? config?.host} is not an address of this machine`;
  return `cannot listen on ${failed.address ?? config?.host}:${port} (${String(failed.code)})`;
}

function databaseProblem(error: unknown, config: AppConfig | undefined): string | undefined {
  const at = databaseAddress(config);
  if (codeIn(error, ['ECONNREFUSED']))
    return `cannot reach ${at} (connection refused); is PostgreSQL running? Check DATABASE_URL`;
  if (codeIn(error, ['ENOTFOUND', 'EAI_AGAIN'])) return `cannot find the host of ${at}; check DATABASE_URL`;
  if (codeIn(error, ['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']) || messageIn(error, /timeout|timed out/i)) {
    return `${at} did not answer in time; check DATABASE_URL and the network`;
  }
  if (codeIn(error, ['28P01', '28000'])) return `${at} refused the user or password in DATABASE_URL`;
  const missing = codeIn(error, ['3D000']);
  if (missing) return `${messageWithoutParameters(missing.message)} at ${at}; create it or fix DATABASE_URL`;
  if (codeIn(error, ['ECONNRESET']) || messageIn(error, /Connection terminated/)) {
    return `${at} closed the connection; check DATABASE_URL (is it a PostgreSQL server?)`;
  }
  return undefined;
}

function dataDirProblem(error: unknown, config: AppConfig | undefined): string | undefined {
  const failed = codeIn(error, Object.keys(FILE_REASONS));
  if (!failed) return undefined;
  const where = failed.path ?? config?.dataDir ?? 'DATA_DIR';
  return `cannot write to ${where} (${FILE_REASONS[String(failed.code)]}); check DATA_DIR`;
}

/** What went wrong, in one line without a stack, naming the setting to look at. */
export function describeFailure(error: unknown, config?: AppConfig): string {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  const problem = listenProblem(error, config) ?? databaseProblem(error, config) ?? dataDirProblem(error, config);
  if (problem) return problem;
  const message = error instanceof Error ? messageWithoutParameters(error.message) : String(error);
  return message.replace(/\s+/g, ' ').trim() || (error as Error)?.constructor?.name || 'unknown error';
}

/** The line main.ts prints before exiting with 1. */
export function startupErrorLine(error: unknown, config?: AppConfig): string {
  return PREFIX + describeFailure(error, config);
}
