// Tells a database outage (the server is down, restarting, unreachable, or dropped our connection;
// the embedded database is closed) from a failing query. An outage is temporary and not the
// client's fault: 503 with Retry-After, while a failing query stays a 500 to investigate.

/** What a client should wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** Connecting or talking to the server failed at the network level. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: class 08 (connection exception), a server shutting down or terminating our
 * session (57P01 admin_shutdown, 57P02 crash_shutdown), starting up (57P03), or out of connections.
 */
function isOutageSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** node-postgres and PGlite report a lost or refused connection without a code. */
const OUTAGE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end on the pool|PGlite is closed)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isOutageSqlState(code))) return true;
    if (typeof message === 'string' && OUTAGE_MESSAGES.test(message)) return true;
    // An AggregateError (one attempt per address of a host name) fails like its first member.
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return false;
}
