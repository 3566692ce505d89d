// The outbox worker, one per server process: claims due messages of the channels this server can
// send on, sends them, and marks each sent, due again later (back-off with jitter) or failed.
// Claiming is one UPDATE over a SELECT ... FOR UPDATE SKIP LOCKED: instances on one PostgreSQL
// database never claim the same row, and a claim is a lease (nextAttemptAt), so a message whose
// instance died mid-send is taken again once the lease runs out.
import type { OutboxChannel } from '@gharguru/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import { nextAttemptAt } from './backoff.js';
import type { SendResult, Transport } from './transports/types.js';

export interface OutboxWorkerOptions {
  db: Db;
  transports: Transport[];
  pollMs: number;
  /** Messages claimed at once. */
  batchSize?: number;
  /** How long a claim holds before another instance may take the message. */
  leaseMs?: number;
  /** The time (tests move it forward to reach a retry). */
  now?: () => Date;
  random?: () => number;
  onError?: (error: unknown) => void;
  /** The longest stop() waits for the batch in hand (its claims run out and are retried later). */
  stopWaitMs?: number;
}

export interface OutboxWorker {
  /** Claims and sends one batch; answers how many messages it handled. */
  runOnce(): Promise<number>;
  /** Sends batches until nothing is due; answers how many messages it handled. */
  drain(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the batch in hand. */
  stop(): Promise<void>;
}

interface Claimed {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  language: 'en' | 'ne';
  subject: string;
  body: string;
  attempts: number;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export function createOutboxWorker({
  db,
  transports,
  pollMs,
  batchSize = 10,
  leaseMs = 120_000,
  now = () => new Date(),
  random = Math.random,
  onError = () => {},
  stopWaitMs = 2_000,
}: OutboxWorkerOptions): OutboxWorker {
  const byChannel = new Map(transports.map((transport) => [transport.channel, transport]));
  const channels = [...byChannel.keys()];

  async function claim(): Promise<Claimed[]> {
    if (channels.length === 0) return [];
    const at = now();
    const result = await db.execute(sql`
      update ${outboxMessages}
      set state = 'sending', attempts = attempts + 1,
          next_attempt_at = ${new Date(at.getTime() + leaseMs).toISOString()}::timestamptz,
          updated_at = ${at.toISOString()}::timestamptz
      where id in (
        select id from ${outboxMessages}
        where state in ('pending', 'sending')
          and channel in (${sql.join(
            channels.map((channel) => sql`${channel}`),
            sql`, `,
          )})
          and next_attempt_at <= ${at.toISOString()}::timestamptz
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked
      )
      returning id, channel, recipient, language, subject, body, attempts`);
    return rowsOf<Claimed>(result);
  }

  async function record(message: Claimed, result: SendResult): Promise<void> {
    const at = now();
    const mine = and(eq(outboxMessages.id, message.id), eq(outboxMessages.state, 'sending'));
    if (result.ok) {
      await db
        .update(outboxMessages)
        .set({ state: 'sent', sentAt: at, providerResponse: result.response, lastError: null, updatedAt: at })
        .where(mine);
      return;
    }
    const retryAt = result.permanent ? undefined : nextAttemptAt(message, at, random);
    await db
      .update(outboxMessages)
      .set(
        retryAt
          ? { state: 'pending', nextAttemptAt: retryAt, lastError: result.error, updatedAt: at }
          : { state: 'failed', lastError: result.error, updatedAt: at },
      )
      .where(mine);
  }

  async function send(message: Claimed): Promise<void> {
    const transport = byChannel.get(message.channel);
    const result: SendResult = transport
      ? await transport
          .send({
            id: message.id,
            recipient: message.recipient,
            language: message.language,
            subject: message.subject,
            text: message.body,
          })
          .catch((error: unknown) => ({ ok: false, permanent: false, error: String(error).slice(0, 300) }))
      : { ok: false, permanent: false, error: 'no transport' };
    await record(message, result);
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    await Promise.all(claimed.map(send));
    return claimed.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  const tick = () => {
    timer = undefined;
    running = drain()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const count = await runOnce();
      handled += count;
      if (count < batchSize || stopped) return handled;
    }
  }

  return {
    runOnce,
    drain,
    start() {
      if (channels.length === 0 || timer || running) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (running) {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, stopWaitMs)))]);
        clearTimeout(timeout);
      }
      for (const transport of transports) transport.close();
    },
  };
}
