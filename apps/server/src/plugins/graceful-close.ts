// Graceful close: app.close() first drains, then lets Fastify close the listener and the idle
// connections, then the onClose hooks close the database. Closing the listener at once (Fastify's
// default) resets every connection still waiting in the kernel's accept queue, closing a connection
// that was just accepted resets the request its client is about to write, and closing the database
// under a running query fails it. So while draining the listener stays open, requests that arrive
// get a 503 in the API's shape with `Connection: close`, answers to requests already running carry
// `Connection: close` too, and the close goes on once no request is in flight, no new connection is
// waiting for its first request, and a few event-loop turns went by (or the drain time-out passed).
import type { Socket } from 'node:net';
import { MSG } from '@gharguru/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface GracefulCloseOptions {
  /** The longest app.close() waits for requests in flight before closing anyway. */
  drainTimeoutMs?: number;
}

/** How long nothing may be in flight before the listener closes: several polls, to accept and read what the kernel queued. */
const QUIET_MS = 60;
const POLL_MS = 15;
/** A connection that has not sent a request after this long is a preconnect, not a request on its way. */
const FIRST_REQUEST_GRACE_MS = 1_000;

export const gracefulClosePlugin = fp(
  async (app: FastifyInstance, { drainTimeoutMs = 3_000 }: GracefulCloseOptions) => {
    let draining = false;
    let inFlight = 0;
    /** Connections accepted but still waiting for their first request, with the time they came. */
    const awaitingFirstRequest = new Map<Socket, number>();
    // Counted on the HTTP server itself, so every request counts, whatever Fastify does with it.
    app.server.on('connection', (socket: Socket) => {
      awaitingFirstRequest.set(socket, Date.now());
      socket.once('close', () => awaitingFirstRequest.delete(socket));
    });
    app.server.on('request', (request, response) => {
      awaitingFirstRequest.delete(request.socket);
      inFlight++;
      response.once('close', () => {
        inFlight--;
      });
    });
    const busy = () => {
      if (inFlight > 0) return true;
      const now = Date.now();
      for (const acceptedAt of awaitingFirstRequest.values()) {
        if (now - acceptedAt < FIRST_REQUEST_GRACE_MS) return true;
      }
      return false;
    };

    // Callback hooks, not async ones: they run on every request, and an async hook costs a promise
    // and a turn of the microtask queue each time (docs/performance.md).
    app.addHook('onRequest', (_request, reply, done) => {
      if (!draining) return done();
      reply.header('connection', 'close');
      reply.status(503).send({ message: MSG.serviceUnavailable, code: 'serviceUnavailable' });
    });

    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (draining) reply.header('connection', 'close');
      done();
    });

    app.addHook('preClose', async () => {
      draining = true;
      if (!app.server.listening) return;
      const deadline = Date.now() + drainTimeoutMs;
      let quietSince = busy() ? Number.POSITIVE_INFINITY : Date.now();
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (busy()) quietSince = Number.POSITIVE_INFINITY;
        else if (quietSince === Number.POSITIVE_INFINITY) quietSince = Date.now();
        else if (Date.now() - quietSince >= QUIET_MS) return;
      }
      app.log.warn({ inFlight }, `requests still running after ${drainTimeoutMs} ms; closing anyway`);
    });
  },
  { name: 'graceful-close' },
);
