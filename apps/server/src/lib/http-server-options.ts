// Time and size limits of the HTTP server, so one slow or oversized client cannot hold a connection
// (and a request handler) forever. Node enforces them; lib/http-errors.ts words the answers.
import type { AppConfig } from '../config.js';

/** Node's default, stated: request line and headers together (431 above it). */
export const MAX_HEADER_BYTES = 16 * 1024;
/** A connection on which nothing moves for this long is closed (a client that stopped reading). */
export const IDLE_SOCKET_MS = 60_000;

export function httpServerOptions({ requestTimeoutMs, keepAliveTimeoutMs }: AppConfig['http']) {
  return {
    // Headers and body must have arrived by then: 408, then the connection closes.
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionTimeout: Math.max(IDLE_SOCKET_MS, requestTimeoutMs),
    http: {
      headersTimeout: requestTimeoutMs,
      // Node checks the two time-outs above on this timer (30 s by default, which would let a
      // trickling client stay three times longer than the limit says).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 4))),
      maxHeaderSize: MAX_HEADER_BYTES,
    },
  };
}
