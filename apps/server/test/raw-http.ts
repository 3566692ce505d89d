// Raw HTTP over a TCP socket, for what inject() cannot send: malformed requests, oversized headers,
// bodies that trickle in. Every wait has a deadline.
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** When the server closed the connection, in ms after the request began. */
  closedAfterMs: number;
}

export function parseRawResponse(text: string, closedAfterMs: number): RawResponse {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`no complete HTTP response in ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...headerLines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4), closedAfterMs };
}

/**
 * Opens a connection, lets `talk` write to it, and resolves with everything the server sent once
 * it closes the connection (or rejects after `deadlineMs`).
 */
export function rawExchange(
  port: number,
  talk: (socket: net.Socket) => void,
  deadlineMs = 10_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`no close within ${deadlineMs} ms; received ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`),
      );
    }, deadlineMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // A write into a connection the server already closed fails; the answer is what counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseRawResponse(Buffer.concat(chunks).toString('utf8'), Date.now() - started));
      } catch (error) {
        reject(error);
      }
    });
    socket.on('connect', () => talk(socket));
  });
}

/** Sends `raw` as it is and waits for the answer. */
export function rawRequest(port: number, raw: string | Buffer, deadlineMs?: number): Promise<RawResponse> {
  return rawExchange(port, (socket) => socket.write(raw), deadlineMs);
}
