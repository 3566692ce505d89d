// Plain node:http requests that report a reset socket as an outcome instead of throwing, so a
// test can count answered and reset requests.
import http from 'node:http';

export type Outcome = { status: number; body: string } | { error: string };

export function send(
  port: number,
  { method, path, body, agent }: { method: string; path: string; body?: unknown; agent?: http.Agent },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(payload);
  });
}

export function isAnswer(outcome: Outcome): outcome is { status: number; body: string } {
  return 'status' in outcome;
}
