// The audit of every money change (issue 29): written in the change's own transaction, so a change
// and its audit row commit together or not at all.
import type { DbOrTx } from '../notifications/outbox.js';
import { moneyAudit } from '../../db/schema.js';

export type MoneyAction =
  | 'feeRules.save'
  | 'charge.raise'
  | 'payment.record'
  | 'payment.reverse'
  | 'refund.record'
  | 'charge.remind';

export interface MoneyActor {
  role: 'admin' | 'system';
  id: string | null;
}

export async function audit(
  tx: DbOrTx,
  entry: {
    actor: MoneyActor;
    action: MoneyAction;
    chargeId?: string;
    subjectId?: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.insert(moneyAudit).values({
    actorRole: entry.actor.role,
    actorId: entry.actor.id,
    action: entry.action,
    chargeId: entry.chargeId ?? null,
    subjectId: entry.subjectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
