// Runs the outbox worker in the server process: it starts once the server listens (tests that only
// inject call `app.outbox.drain()` themselves) and stops before the database closes. Beside it, the
// books' reminder sweep (issue 29) runs at start and then hourly, writing its reminders into the outbox.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createEmailTransport } from './transports/email.js';
import { createSmsTransport } from './transports/sms-gateway.js';
import type { Transport } from './transports/types.js';
import { sweepReminders } from '../books/reminders.js';
import { type OutboxWorker, createOutboxWorker } from './worker.js';

/** How often the reminder sweep looks for overdue commissions. */
export const REMINDER_SWEEP_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

export function transportsFor({ email, sms, publicUrl }: AppConfig['notifications']): Transport[] {
  const transports: Transport[] = [];
  if (email) transports.push(createEmailTransport({ smtpUrl: email.smtpUrl, from: email.from, publicUrl }));
  if (sms) transports.push(createSmsTransport(sms));
  return transports;
}

export interface OutboxWorkerPluginOptions {
  db: Db;
  config: AppConfig;
}

export const outboxWorkerPlugin = fp(
  async (app: FastifyInstance, { db, config }: OutboxWorkerPluginOptions) => {
    const worker = createOutboxWorker({
      db,
      transports: transportsFor(config.notifications),
      pollMs: config.notifications.pollMs,
      onError: (error) => app.log.error({ err: error }, 'outbox worker failed; trying again at the next poll'),
    });
    app.decorate('outbox', worker);
    let sweeping: NodeJS.Timeout | undefined;
    let sweepInHand: Promise<unknown> | undefined;
    const sweep = () => {
      sweepInHand ??= sweepReminders({ db, publicUrl: config.notifications.publicUrl })
        .catch((error: unknown) => app.log.error({ err: error }, 'reminder sweep failed; trying again within the hour'))
        .finally(() => {
          sweepInHand = undefined;
        });
    };
    app.addHook('onListen', async () => {
      worker.start();
      sweep();
      sweeping = setInterval(sweep, REMINDER_SWEEP_MS);
      sweeping.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(sweeping);
      await Promise.all([worker.stop(), sweepInHand]);
    });
  },
  { name: 'outbox-worker' },
);
