// The agency's books (issue 29): fee rules, charges, payments, refunds, their numbering and the audit
// of every money change. Money is whole paisa in `bigint` columns (read as JS numbers: every amount
// is at most 1,00,00,000 rupees = 10^9 paisa, far inside 2^53); sums are taken by the database.
// A charge keeps the payer's name and request code as they were, so it outlives its match.
import type { ChargeKind, ChargePayer, CommissionKind, PaymentMethod } from '@gharguru/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, matches, teachers } from './schema.js';

const money = () => bigint({ mode: 'number' });
const instant = () => timestamp({ withTimezone: true, mode: 'date' });
const day = () => date({ mode: 'string' });

/** Every saved version of the fee rules; none saved means the defaults (version 0). */
export const feeRules = pgTable(
  'fee_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull(),
    commissionKind: text().$type<CommissionKind>().notNull(),
    commissionPercent: integer().notNull(),
    commissionFixed: money(),
    advancePercent: integer().notNull(),
    refundWindowDays: integer().notNull(),
    dueDays: integer().notNull(),
    remindersOn: boolean().notNull(),
    /** A match started at or after this instant is charged under this version. */
    effectiveFrom: instant().notNull().defaultNow(),
    changedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('fee_rules_version_key').on(table.version)],
);

/** The last number given per series ('charge', 'receipt') and Nepali fiscal year (its first BS year). */
export const bookSequences = pgTable(
  'book_sequences',
  {
    series: text().notNull(),
    fiscalYear: integer().notNull(),
    last: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.fiscalYear] })],
);

/** What someone owes the agency: a tutor's commission or a family's advance, raised when a match starts. */
export const charges = pgTable(
  'charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** `GG-2083/84-0042` */
    number: text().notNull(),
    kind: text().$type<ChargeKind>().notNull(),
    payer: text().$type<ChargePayer>().notNull(),
    matchId: uuid().references(() => matches.id, { onDelete: 'set null' }),
    teacherId: uuid().references(() => teachers.id, { onDelete: 'set null' }),
    /** As when the charge was raised: a deleted request or account leaves the books readable. */
    requestCode: text().notNull(),
    payerName: text().notNull(),
    monthlyFee: money().notNull(),
    chargedOn: day().notNull(),
    dueOn: day().notNull(),
    refundableUntil: day(),
    ruleVersion: integer().notNull(),
    /** Whether this charge's rules asked for reminders. */
    remindersOn: boolean().notNull(),
    amount: money().notNull(),
    /** Σ payments not reversed and Σ refunds, kept in the same transaction as each change (row lock). */
    paid: money().notNull().default(0),
    refunded: money().notNull().default(0),
    /** How many reminders went out (REMINDER_DAYS: at 7 and 21 days overdue). */
    remindersSent: integer().notNull().default(0),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('charges_number_key').on(table.number),
    index('charges_match_idx').on(table.matchId),
    index('charges_teacher_idx').on(table.teacherId, table.createdAt),
    index('charges_charged_on_idx').on(table.chargedOn),
    index('charges_due_idx').on(table.dueOn).where(sql`${table.paid} < ${table.amount} and ${table.refunded} = 0`),
    check('charges_amount_positive', sql`${table.amount} > 0`),
    check('charges_paid_within', sql`${table.paid} >= 0 and ${table.paid} <= ${table.amount}`),
    check('charges_refunded_within', sql`${table.refunded} >= 0 and ${table.refunded} <= ${table.paid}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    chargeId: uuid()
      .notNull()
      .references(() => charges.id, { onDelete: 'restrict' }),
    /** `GG-R-2083/84-0007` */
    receiptNumber: text().notNull(),
    amount: money().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    reference: text(),
    receivedAt: instant().notNull(),
    idempotencyKey: uuid().notNull(),
    recordedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    recordedAt: instant().notNull().defaultNow(),
    reversedAt: instant(),
    reversedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    reversalReason: text(),
  },
  (table) => [
    uniqueIndex('payments_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('payments_receipt_number_key').on(table.receiptNumber),
    index('payments_charge_idx').on(table.chargeId, table.receivedAt),
    index('payments_received_idx').on(table.receivedAt),
    index('payments_reversed_idx').on(table.reversedAt).where(sql`${table.reversedAt} is not null`),
    check('payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    chargeId: uuid()
      .notNull()
      .references(() => charges.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    reference: text(),
    paidAt: instant().notNull(),
    reason: text().notNull(),
    idempotencyKey: uuid().notNull(),
    recordedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    recordedAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key').on(table.idempotencyKey),
    index('refunds_charge_idx').on(table.chargeId),
    index('refunds_paid_idx').on(table.paidAt),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** One row per money change, in its transaction: who, when, what, before and after. */
export const moneyAudit = pgTable(
  'money_audit',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: instant().notNull().defaultNow(),
    /** 'admin' or 'system' (the reminder sweep). */
    actorRole: text().notNull(),
    actorId: uuid(),
    /** feeRules.save, charge.raise, payment.record, payment.reverse, refund.record, charge.remind */
    action: text().notNull(),
    chargeId: uuid(),
    subjectId: uuid(),
    before: jsonb(),
    after: jsonb(),
  },
  (table) => [index('money_audit_charge_idx').on(table.chargeId, table.at)],
);
