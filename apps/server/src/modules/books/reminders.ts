// Reminders of unpaid commissions (issue 29): a commission still unpaid 7 days after its due date
// sends the tutor one polite reminder through the outbox, and another at 21 days, when the rules it
// was raised under had reminders on. The sweep runs in every instance (worker-plugin.ts) and is
// idempotent: each charge's row is claimed with FOR UPDATE SKIP LOCKED, and `reminders_sent` says
// which reminders went out, so a charge never gets the same reminder twice, nor two at once.
import { REMINDER_DAYS } from '@gharguru/contract';
import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { charges } from '../../db/schema.js';
import { notificationLinks } from '../notifications/links.js';
import { accountRecipients, enqueue } from '../notifications/outbox.js';
import { audit } from './audit.js';
import { daysOverdueOf } from './charge-views.js';
import { addDays, nepalDay } from './days.js';

/** How many of REMINDER_DAYS a charge this many days overdue has passed. */
export function remindersDue(daysOverdue: number): number {
  return REMINDER_DAYS.filter((days) => daysOverdue >= days).length;
}

/** Sends the reminders due now; answers how many went out. */
export async function sweepReminders({
  db,
  publicUrl,
  now = new Date(),
}: {
  db: Db;
  publicUrl: string;
  now?: Date;
}): Promise<number> {
  const today = nepalDay(now);
  const firstDue = addDays(today, -(REMINDER_DAYS[0] ?? 7));
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(charges)
      .where(
        and(
          eq(charges.kind, 'commission'),
          eq(charges.remindersOn, true),
          eq(charges.refunded, 0),
          sql`${charges.paid} < ${charges.amount}`,
          lt(charges.remindersSent, REMINDER_DAYS.length),
          lte(charges.dueOn, firstDue),
        ),
      )
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const charge of due) {
      const target = remindersDue(daysOverdueOf(charge, today));
      if (target <= charge.remindersSent || !charge.teacherId) continue;
      const outstanding = charge.amount - charge.paid;
      await enqueue(
        tx,
        'teacherChargeReminder',
        await accountRecipients(tx, { role: 'teacher', id: charge.teacherId }, 'teacherChargeReminder'),
        {
          name: charge.payerName,
          chargeNumber: charge.number,
          outstanding,
          dueOn: charge.dueOn,
          daysOverdue: daysOverdueOf(charge, today),
          link: notificationLinks(publicUrl).teacherCharges(),
        },
      );
      await tx.update(charges).set({ remindersSent: target }).where(eq(charges.id, charge.id));
      await audit(tx, {
        actor: { role: 'system', id: null },
        action: 'charge.remind',
        chargeId: charge.id,
        before: { remindersSent: charge.remindersSent },
        after: { remindersSent: target, outstanding },
      });
      sent += 1;
    }
    return sent;
  });
}
