// A local HTTP server in the shape of Sparrow SMS's API (POST token, from, to, text → JSON with
// response_code), keeping each SMS it accepts. Numbers in `refuse` get a 403 with code 1008 quoting
// the number, as a gateway answers a number it cannot send to.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  token: string;
  from: string;
  to: string;
  text: string;
}

export interface LocalSmsGateway {
  url: string;
  received: ReceivedSms[];
  refuse: Set<string>;
  /** Resolves once `count` SMS in all have arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startLocalSmsGateway(): Promise<LocalSmsGateway> {
  const received: ReceivedSms[] = [];
  const refuse = new Set<string>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const sms = {
        token: form.get('token') ?? '',
        from: form.get('from') ?? '',
        to: form.get('to') ?? '',
        text: form.get('text') ?? '',
      };
      response.setHeader('content-type', 'application/json');
      if (refuse.has(sms.to)) {
        response.statusCode = 403;
        response.end(JSON.stringify({ response_code: 1008, response: `Invalid Receiver ${sms.to}` }));
        return;
      }
      received.push(sms);
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      response.end(
        JSON.stringify({ count: 1, response_code: 200, response: '1 mesages has been queued for delivery' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v2/sms/`,
    received,
    refuse,
    waitFor: (count) =>
      received.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
