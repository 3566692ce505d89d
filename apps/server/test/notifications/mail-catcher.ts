// A real SMTP server in the test process (the smtp-server package) that keeps every message it
// accepts; it can stop and start again on the same port, as a mail provider going down and back.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ReadMail, readMail } from './mime.js';

export interface CaughtMail extends ReadMail {
  from: string;
  to: string[];
  raw: string;
}

export interface MailCatcher {
  url: string;
  mails: CaughtMail[];
  /** Resolves once `count` mails in all have arrived. */
  waitFor(count: number): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A stop closes the connections the sender keeps open, as a provider going down does.
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          mails.push({
            ...readMail(raw),
            raw,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          for (const waiter of waiters.filter((w) => mails.length >= w.count)) waiter.resolve();
          callback(null);
        });
      },
    });
  let server = create();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    waitFor: (count) =>
      mails.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve })),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = create();
      await listen();
    },
  };
}
