// What the log may hold about an error or a request. Drizzle puts a failed query's parameters in its
// error message ("params: <hash>,<mobile>,…"), PGlite hangs them on the error as `params`, and
// PostgreSQL's `detail` repeats the offending value ("Key (email)=(…) already exists"); a query
// string can carry a search for a mobile number. So errors keep only what explains the failure
// (class, codes, constraint, a message without parameters, stack frames) and requests keep their
// path without the query string.

/** Everything from "params:" to the end of a message is a query's parameter list. */
const PARAMETERS = 'params:';
/** Causes nest a few levels at most (Drizzle -> pg); a cycle must not loop. */
const MAX_DEPTH = 4;

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** PostgreSQL's diagnostics that name the failing object, never a value. */
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack: string;
  cause?: LoggedError;
  errors?: LoggedError[];
};

export function messageWithoutParameters(message: string): string {
  const start = message.indexOf(PARAMETERS);
  return start === -1 ? message : message.slice(0, start).trimEnd();
}

function isErrorLike(value: unknown): value is Error {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

export function serializeError(error: Error, depth = 0): LoggedError {
  const fields = error as Error & Record<string, unknown>;
  const type = error.constructor?.name || error.name || 'Error';
  const message = messageWithoutParameters(String(error.message));
  // The stack's first lines repeat the message (parameters included): keep only the frames.
  const frames = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const code = stringField(fields.code);
  if (code) logged.code = code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  for (const key of ['severity', 'constraint', 'table', 'column'] as const) {
    const value = stringField(fields[key]);
    if (value) logged[key] = value;
  }
  if (depth < MAX_DEPTH) {
    if (isErrorLike(fields.cause)) logged.cause = serializeError(fields.cause, depth + 1);
    if (Array.isArray(fields.errors)) {
      logged.errors = fields.errors.filter(isErrorLike).map((inner) => serializeError(inner, depth + 1));
    }
  }
  return logged;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: request.url?.split('?')[0],
    host: request.host ?? request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { err: serializeError, req: serializeRequest };
