// Runs the outbox worker in the server process: it starts once the server listens (tests that only
// inject call `app.outbox.drain()` themselves) and stops before the database closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createEmailTransport } from './transports/email.js';
import { createSmsTransport } from './transports/sms-gateway.js';
import type { Transport } from './transports/types.js';
import { type OutboxWorker, createOutboxWorker } from './worker.js';

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
    app.addHook('onListen', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'outbox-worker' },
);
