// Answers for requests that never reach a route, in the API's `{ message, code }` shape instead of
// Fastify's or Node's own: what the HTTP parser refuses (malformed requests, headers over the limit,
// a request that took too long to arrive) and what the router refuses (bad percent-encoding, a path
// parameter over the length limit).
import type { Socket } from 'node:net';
import { say } from '@gharguru/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

type Answer = {
  status: number;
  key: 'badRequest' | 'badUrl' | 'urlTooLong' | 'headersTooLarge' | 'requestTimeout' | 'somethingWentWrong';
};

/** Node's parser and server errors, by code, to a status and a text. */
function clientErrorAnswer(code: string | undefined): Answer {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'headersTooLarge' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'requestTimeout' };
  return { status: 400, key: 'badRequest' };
}

/** A complete HTTP/1.1 response with a JSON body, written straight to the socket. */
export function rawJsonResponse(status: number, body: unknown): string {
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/** How long a refused connection may keep sending before it is cut. */
const LINGER_MS = 2_000;

type SocketWithMessage = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Fastify's `clientErrorHandler`: the connection cannot carry another request, so answer once and
 * close it. Like Node's own handler, write nothing when the socket is gone or a response to this
 * request has already started (writing then would corrupt it).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const started = (socket as SocketWithMessage)._httpMessage?.headersSent === true;
  if (!socket.writable || started) {
    socket.destroy();
    return;
  }
  const { status, key } = clientErrorAnswer(error.code);
  // end(), not destroy(): closing a socket with unread input sends a reset, and the client may
  // then drop the answer it already received. Keep draining its input for a moment instead.
  socket.end(rawJsonResponse(status, say(key)));
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/** Fastify's `frameworkErrors`: the router's refusals, before any route or hook ran. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const answer: Answer =
    error.code === 'FST_ERR_BAD_URL'
      ? { status: 400, key: 'badUrl' }
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? { status: 414, key: 'urlTooLong' }
        : { status: 500, key: 'somethingWentWrong' };
  if (answer.status >= 500) reply.log.error({ err: error }, 'router error');
  return reply
    .status(answer.status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(say(answer.key));
}
