// Graceful close: app.close() first drains, then lets Fastify close the idle connections, then the
// onClose hooks close the database. Closing the listener at once (Fastify's default) resets every
// connection still waiting in the kernel's accept queue, closing a connection that was just accepted
// resets the request its client is about to write, and closing the database under a running query
// fails it. So from the moment draining starts every answer carries `Connection: close`, and the
// requests already read run to their end. A request that arrives while draining is held, not
// answered: its client would only reconnect at once, and a client connecting while the listener
// closes is a reset. Once the requests already read are done and no new connection is waiting for
// its first request (or the drain time-out passed), the listener closes, and then the held requests
// get their 503 in the API's shape; their clients' next connections are refused, never reset.
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
/** How long the held requests' 503s may take to go out before the database closes. */
const ANSWER_HELD_MS = 500;

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

    /** Requests that arrived while draining, held until the listener is closed: each sends its 503. */
    const held: (() => void)[] = [];
    const answerHeld = () => {
      for (const answer of held.splice(0)) answer();
    };

    // Callback hooks, not async ones: they run on every request, and an async hook costs a promise
    // and a turn of the microtask queue each time (docs/performance.md).
    app.addHook('onRequest', (_request, reply, done) => {
      if (!draining) return done();
      const answer = () => {
        reply.header('connection', 'close');
        reply.status(503).send({ message: MSG.serviceUnavailable, code: 'serviceUnavailable' });
      };
      if (app.server.listening) held.push(answer);
      else answer();
    });

    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (draining) reply.header('connection', 'close');
      done();
    });

    /** Requests still running, the held ones aside; or a new connection that has yet to send its first. */
    const busy = () => {
      if (inFlight - held.length > 0) return true;
      const now = Date.now();
      for (const acceptedAt of awaitingFirstRequest.values()) {
        if (now - acceptedAt < FIRST_REQUEST_GRACE_MS) return true;
      }
      return false;
    };

    app.addHook('preClose', async () => {
      draining = true;
      if (!app.server.listening) return;
      const deadline = Date.now() + drainTimeoutMs;
      let quietSince = busy() ? Number.POSITIVE_INFINITY : Date.now();
      let quiet = false;
      while (!quiet && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (busy()) quietSince = Number.POSITIVE_INFINITY;
        else if (quietSince === Number.POSITIVE_INFINITY) quietSince = Date.now();
        else quiet = Date.now() - quietSince >= QUIET_MS;
      }
      if (!quiet) app.log.warn({ inFlight }, `requests still running after ${drainTimeoutMs} ms; closing anyway`);
      // Closed here rather than by Fastify (which then finds it closed), so that the held requests are
      // answered only once no new connection can come; Node closes the idle connections with it.
      app.server.close();
      answerHeld();
      const answered = Date.now() + ANSWER_HELD_MS;
      while (inFlight > 0 && Date.now() < answered) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    });
  },
  { name: 'graceful-close' },
);
