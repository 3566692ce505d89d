// The admin's outbox: recent messages newest first, paged and filtered by state, a family's number
// or address masked; and sending a failed message again.
import { MSG, type OutboxMessage, type OutboxQuery, say } from '@gharguru/contract';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findPage, totalBeside } from '../../lib/paging.js';

const DEFAULT_LIMIT = 20;

/** 98•••••678 for a number; r•••@example.com for an address. */
export function maskRecipient(address: string): string {
  const at = address.lastIndexOf('@');
  if (at > 0) return `${address.slice(0, 1)}•••${address.slice(at)}`;
  if (address.length <= 5) return '•'.repeat(address.length);
  return `${address.slice(0, 2)}${'•'.repeat(address.length - 5)}${address.slice(-3)}`;
}

type Row = typeof outboxMessages.$inferSelect;

function toOutboxMessage(row: Row): OutboxMessage {
  const family = row.recipientKind === 'family';
  const recipient = family ? maskRecipient(row.recipient) : row.recipient;
  return {
    _id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipientKind: row.recipientKind,
    recipient,
    language: row.language,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    // A provider's refusal may quote the address ("550 <family@example.com>: no such user").
    lastError: family && row.lastError ? row.lastError.split(row.recipient).join(recipient) : row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findOutboxMessages(
  db: Db,
  query: OutboxQuery,
): Promise<{ outbox: OutboxMessage[]; total: number }> {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const offset = ((query.page ?? 1) - 1) * limit;
  const where = query.state ? eq(outboxMessages.state, query.state) : undefined;
  const { rows, total } = await findPage({ limit, offset }, (window) =>
    db
      .select({ ...getTableColumns(outboxMessages), total: totalBeside(outboxMessages, where) })
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  return { outbox: rows.map(toOutboxMessage), total };
}

/** A failed message goes back to pending, due now, with its tries counted afresh. */
export async function resendOutboxMessage(db: Db, id: string): Promise<void> {
  const updated = await db
    .update(outboxMessages)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'failed')))
    .returning({ id: outboxMessages.id });
  if (updated.length > 0) return;
  const [exists] = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!exists) throw new AppError('NOT_FOUND', say('noDataForId', { id }));
  throw new AppError('CONFLICT', MSG.outboxMessageNotFailed);
}
