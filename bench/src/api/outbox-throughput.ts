// The outbox worker's throughput (issue 12): messages per second the server's own worker hands to a
// local SMTP server (smtp-server in this process, the one the server's tests use) and to a local SMS
// gateway (HTTP, in Sparrow SMS's shape). Each run writes `messages` rows into the outbox of a fresh
// database (a scratch PostgreSQL database beside the bench's, dropped afterwards, and an in-memory
// PGlite), drains them with one worker as a server process runs it, and checks that every message
// arrived.
import { outboxMessages } from '../../../apps/server/src/db/schema.js';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import { createEmailTransport } from '../../../apps/server/src/modules/notifications/transports/email.js';
import { createSmsTransport } from '../../../apps/server/src/modules/notifications/transports/sms-gateway.js';
import type { Transport } from '../../../apps/server/src/modules/notifications/transports/types.js';
import { createOutboxWorker } from '../../../apps/server/src/modules/notifications/worker.js';
import { startLocalSmsGateway } from '../../../apps/server/test/notifications/local-sms-gateway.js';
import { startMailCatcher } from '../../../apps/server/test/notifications/mail-catcher.js';
import { databaseName, recreatePostgresDatabase, withDatabaseName } from '../lib/database.js';
import { loadNow } from '../lib/machine.js';

export type OutboxChannelKey = 'email' | 'sms';

export interface OutboxThroughput {
  database: 'PostgreSQL' | 'PGlite';
  channel: OutboxChannelKey;
  messages: number;
  batchSize: number;
  seconds: number;
  messagesPerSecond: number;
  /** The machine's load averages (1, 5, 15 minutes) when the run ended. */
  load: string;
}

export interface OutboxBenchOptions {
  /** The bench's PostgreSQL database: the scratch database is a sibling named `<name>_outbox`. */
  databaseUrl?: string;
  messages: number;
  /** Messages the worker claims at once (the server's default is 10). */
  batchSize?: number;
}

const EMAIL_BODY =
  'सीता राई ले सम्पर्क फारमबाट सन्देश पठाउनुभयो।\n\nपढ्नुहोस्: https://gharguru.test/admin-profile/contact-form-data';
const SMS_TEXT = 'GharGuru: तपाईंको अनुरोध GG-7K3Q-92 प्राप्त भयो। https://gharguru.test/track';

function outboxRows(channel: OutboxChannelKey, start: number, count: number) {
  return Array.from({ length: count }, (_, i) =>
    channel === 'email'
      ? {
          kind: 'adminNewContactMessage' as const,
          channel,
          recipientKind: 'admin' as const,
          recipient: `admin${start + i}@example.com`,
          language: 'ne' as const,
          subject: 'नयाँ सम्पर्क सन्देश: शुल्क',
          body: EMAIL_BODY,
        }
      : {
          kind: 'familyRequestReceived' as const,
          channel,
          recipientKind: 'family' as const,
          recipient: `98${String(41_000_000 + start + i).padStart(8, '0')}`,
          language: 'ne' as const,
          subject: '',
          body: SMS_TEXT,
        },
  );
}

/** One channel on one database: write, drain, check. */
async function drainOnce(
  target: { kind: 'postgres'; url: string } | { kind: 'pglite-memory' },
  channel: OutboxChannelKey,
  messages: number,
  batchSize: number,
): Promise<OutboxThroughput> {
  const database = await openDatabase(target);
  const mail = channel === 'email' ? await startMailCatcher() : undefined;
  const gateway = channel === 'sms' ? await startLocalSmsGateway() : undefined;
  try {
    for (let start = 0; start < messages; start += 500) {
      await database.db.insert(outboxMessages).values(outboxRows(channel, start, Math.min(500, messages - start)));
    }
    const transport: Transport = mail
      ? createEmailTransport({
          smtpUrl: mail.url,
          from: 'GharGuru <hello@gharguru.test>',
          publicUrl: 'https://gharguru.test',
        })
      : createSmsTransport({ url: gateway!.url, token: 'bench-token', from: 'GharGuru' });
    const worker = createOutboxWorker({ db: database.db, transports: [transport], pollMs: 60_000, batchSize });
    const started = process.hrtime.bigint();
    const handled = await worker.drain();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    await worker.stop();
    const received = mail ? mail.mails.length : gateway!.received.length;
    if (handled !== messages || received !== messages) {
      throw new Error(
        `outbox bench: ${messages} ${channel} messages written, ${handled} handled, ${received} received`,
      );
    }
    return {
      database: target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      channel,
      messages,
      batchSize,
      seconds,
      messagesPerSecond: messages / seconds,
      load: loadNow(),
    };
  } finally {
    await mail?.stop();
    await gateway?.close();
    await database.close();
  }
}

/** E-mail and SMS on PostgreSQL (when a URL is given) and on PGlite, one after another. */
export async function benchOutbox({ databaseUrl, messages, batchSize = 10 }: OutboxBenchOptions) {
  const results: OutboxThroughput[] = [];
  const scratch = databaseUrl ? withDatabaseName(databaseUrl, `${databaseName(databaseUrl)}_outbox`) : undefined;
  for (const channel of ['email', 'sms'] as const) {
    if (scratch) {
      await recreatePostgresDatabase(scratch);
      results.push(await drainOnce({ kind: 'postgres', url: scratch }, channel, messages, batchSize));
    }
    results.push(await drainOnce({ kind: 'pglite-memory' }, channel, messages, batchSize));
    console.log(
      results
        .filter((result) => result.channel === channel)
        .map((r) => `  outbox ${r.channel} on ${r.database}: ${r.messagesPerSecond.toFixed(0)} messages/s`)
        .join('\n'),
    );
  }
  if (scratch) await dropDatabase(scratch);
  return results;
}

async function dropDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName(url)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
