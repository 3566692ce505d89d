// A malformed Host header (`a b`, `[::1`, `x:99999`) is a 400 in the error shape before any route
// runs (issue 26): it used to reach the directory's renderer and fail there with a 500. No absolute
// address is ever built from it: pages and e-mails use PUBLIC_URL.
import { MSG } from '@gharguru/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

// A host name or IPv4 address (letters, digits, dots, hyphens, underscores) or an IPv6 literal in
// brackets, and an optional port of at most five digits. No nested repetition: linear.
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** True for a Host header a client may send; absent is fine (HTTP/1.0). */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined || host === '') return true;
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

export const hostHeaderPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: an async one costs a promise and a microtask turn on every request.
    app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      // request.host: the Host header, or X-Forwarded-Host behind TRUST_PROXY.
      if (isValidHost(request.host)) done();
      else done(new AppError('BAD_REQUEST', MSG.invalidHost));
    });
  },
  { name: 'host-header' },
);
