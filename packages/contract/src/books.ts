// The agency's books (issue 29): fee rules, the charges a started match creates, payments, reversals,
// refunds, dues, the monthly report and receipts. Every amount on the wire is whole paisa (an
// integer; Rs. 1 = 100 paisa), never rupees with a fraction: a form takes rupees as text and
// `RupeesTextSchema` turns it into paisa (money.ts). Days are `YYYY-MM-DD` in Nepal; instants ISO 8601.
import { z } from 'zod';
import { blankIsMissing, enumField } from './fields.js';
import { CountSchema, ListQuerySchema } from './lists.js';
import { SaidShape } from './message-format.js';
import { MSG } from './messages.js';
import { MONEY_MAX_PAISA, parseRupees } from './money.js';
import { text } from './text.js';

export * from './money.js';

// ---- Kinds and defaults -------------------------------------------------------------------------

/** The tutor's commission: a percentage of the agreed monthly fee (first month only) or a fixed amount. */
export const COMMISSION_KINDS = ['percent', 'fixed'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'bank', 'esewa', 'khalti', 'fonepay', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** commission: owed by the tutor; advance: owed by the family (refundable within the window). */
export const CHARGE_KINDS = ['commission', 'advance'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CHARGE_PAYERS = ['teacher', 'family'] as const;
export type ChargePayer = (typeof CHARGE_PAYERS)[number];
export const PAYER_OF_CHARGE: Record<ChargeKind, ChargePayer> = { commission: 'teacher', advance: 'family' };

/**
 * due: nothing paid yet; partlyPaid: some paid, some outstanding; paid: nothing outstanding;
 * refunded: money was paid back, which settles the charge (nothing more is due on it).
 */
export const CHARGE_STATUSES = ['due', 'partlyPaid', 'paid', 'refunded'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** The rules before any admin saved one (version 0). */
export const DEFAULT_FEE_RULES = {
  commissionKind: 'percent',
  commissionPercent: 50,
  commissionFixed: null,
  advancePercent: 0,
  refundWindowDays: 15,
  dueDays: 7,
  remindersOn: true,
} as const satisfies FeeRulesBody;

/** A due charge still unpaid this many days after its due date reminds the tutor (once each). */
export const REMINDER_DAYS = [7, 21] as const;

/** Charges are numbered `GG-2083/84-0042`, receipts `GG-R-2083/84-0007`: one sequence each per fiscal year. */
export const CHARGE_NUMBER_PREFIX = 'GG';
export const RECEIPT_NUMBER_PREFIX = 'GG-R';
export const CHARGE_NUMBER_PATTERN = /^GG-\d{4}\/\d{2}-\d{4,}$/;
export const RECEIPT_NUMBER_PATTERN = /^GG-R-\d{4}\/\d{2}-\d{4,}$/;

/** `('GG', '2083/84', 42)` -> `GG-2083/84-0042`. */
export function bookNumber(prefix: string, fiscalYearLabel: string, sequence: number): string {
  return `${prefix}-${fiscalYearLabel}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The commission of a monthly fee under the rules: a percentage rounded half up to the paisa, with
 * integers only; or the fixed amount.
 */
export function commissionOf(
  monthlyFee: number,
  rules: Pick<FeeRulesBody, 'commissionKind' | 'commissionPercent' | 'commissionFixed'>,
): number {
  if (rules.commissionKind === 'fixed') return rules.commissionFixed ?? 0;
  return percentOf(monthlyFee, rules.commissionPercent);
}

/** `percent` % of `paisa`, rounded half up, in integers (paisa × percent stays far below 2^53). */
export function percentOf(paisa: number, percent: number): number {
  const hundredths = paisa * percent;
  return (hundredths - (hundredths % 100)) / 100 + (hundredths % 100 >= 50 ? 1 : 0);
}

// ---- Field schemas ------------------------------------------------------------------------------

/** An amount in paisa as the API takes it: a whole number from 1 to 1,00,00,000 rupees. */
export const PaisaSchema = z
  .number({ error: MSG.amountInvalid })
  .int(MSG.amountInvalid)
  .min(1, MSG.amountPositive)
  .max(MONEY_MAX_PAISA, MSG.amountMax);

/** An amount in rupees as a form takes it ("4,500.50", Devanagari digits too), given as paisa. */
export const RupeesTextSchema = text({ required: MSG.rupeesInvalid })
  .transform((typed, context) => {
    const paisa = parseRupees(typed);
    if (paisa === null) {
      context.addIssue({ code: 'custom', message: MSG.rupeesInvalid });
      return z.NEVER;
    }
    return paisa;
  })
  .pipe(PaisaSchema);

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day, `YYYY-MM-DD` (Gregorian, as the day is in Nepal). */
export function daySchema(required: string) {
  return text({ required, format: { valid: isDay, message: MSG.dateInvalid } });
}

const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * When money moved: an ISO 8601 instant with its offset ("2026-11-28T10:30:00+05:45", "…Z"), or a
 * day (`YYYY-MM-DD`, read as the start of that day in Nepal). The server refuses a future one.
 */
export function moneyInstantSchema(required: string) {
  return text({
    required,
    format: {
      valid: (value) => isDay(value) || (INSTANT_PATTERN.test(value) && isDay(value.slice(0, 10))),
      message: MSG.dateTimeInvalid,
    },
  });
}

const percentField = z
  .number({ error: MSG.feePercentInvalid })
  .int(MSG.feePercentInvalid)
  .min(0, MSG.feePercentInvalid)
  .max(100, MSG.feePercentInvalid);

export const PaymentMethodSchema = enumField(PAYMENT_METHODS, {
  required: MSG.paymentMethodRequired,
  invalid: MSG.paymentMethodInvalid,
});

export const MONEY_REFERENCE_MAX = 100;
export const MONEY_REASON_MAX = 300;

const ReferenceSchema = z.preprocess(
  blankIsMissing,
  text({ max: { length: MONEY_REFERENCE_MAX, message: MSG.paymentReferenceMax } }).optional(),
);
const ReasonSchema = text({
  required: MSG.moneyReasonRequired,
  max: { length: MONEY_REASON_MAX, message: MSG.moneyReasonMax },
  characters: 'multi-line',
});
/** A UUID the form makes once per payment it shows: sending it twice records the payment once. */
const IdempotencyKeySchema = z.uuid({ error: MSG.idempotencyKeyInvalid });

// ---- Fee rules ----------------------------------------------------------------------------------

const refundWindowField = z
  .number({ error: MSG.refundWindowInvalid })
  .int(MSG.refundWindowInvalid)
  .min(1, MSG.refundWindowInvalid)
  .max(365, MSG.refundWindowInvalid);
const dueDaysField = z
  .number({ error: MSG.dueDaysInvalid })
  .int(MSG.dueDaysInvalid)
  .min(0, MSG.dueDaysInvalid)
  .max(90, MSG.dueDaysInvalid);

/** The rules' fields with the fixed commission taken by `fixedAmount` (paisa for the API, rupees for the form). */
function feeRulesSchema<T extends z.ZodType<number | undefined, unknown>>(fixedAmount: T) {
  return z
    .object({
      commissionKind: enumField(COMMISSION_KINDS, {
        required: MSG.commissionKindInvalid,
        invalid: MSG.commissionKindInvalid,
      }),
      /** Kept even while the commission is fixed, so switching back restores it. */
      commissionPercent: percentField,
      /** Paisa; required when the commission is fixed, null (or absent) otherwise. */
      commissionFixed: z.preprocess(blankIsMissing, fixedAmount).transform((value) => value ?? null),
      /** The family's advance as a percentage of the monthly fee; 0 = no advance. */
      advancePercent: percentField,
      refundWindowDays: refundWindowField,
      /** Days after the first lesson the commission is due (the advance is due on the first lesson). */
      dueDays: dueDaysField,
      remindersOn: z.boolean({ error: MSG.remindersInvalid }),
    })
    .superRefine((body, issues) => {
      if (body.commissionKind === 'fixed' && body.commissionFixed === null) {
        issues.addIssue({ code: 'custom', message: MSG.commissionFixedRequired, path: ['commissionFixed'] });
      }
      if (body.commissionKind === 'percent' && body.commissionFixed !== null) {
        issues.addIssue({ code: 'custom', message: MSG.commissionFixedOnlyForFixed, path: ['commissionFixed'] });
      }
    });
}

/** PUT /api/admin/fee-rules: the whole set of rules; it applies to matches started after it. */
export const FeeRulesBodySchema = feeRulesSchema(PaisaSchema.optional());
export type FeeRulesBodyInput = z.input<typeof FeeRulesBodySchema>;
export type FeeRulesBody = z.output<typeof FeeRulesBodySchema>;

/**
 * The fee-rules form: the same rules with the fixed commission typed in rupees (null or blank when
 * the commission is a percentage); its output is the PUT body.
 */
export const FeeRulesFormSchema = feeRulesSchema(RupeesTextSchema.optional());
export type FeeRulesFormInput = z.input<typeof FeeRulesFormSchema>;

/** One version of the rules: version 0 is the defaults, in force until an admin saves rules. */
export const FeeRulesSchema = z.object({
  commissionKind: z.enum(COMMISSION_KINDS),
  commissionPercent: z.number().int(),
  commissionFixed: z.number().int().nullable(),
  advancePercent: z.number().int(),
  refundWindowDays: z.number().int(),
  dueDays: z.number().int(),
  remindersOn: z.boolean(),
  version: z.number().int().nonnegative(),
  /** From when it applies (a match started at or after this instant); null for the defaults. */
  effectiveFrom: z.string().nullable(),
  /** "Sita K." who saved it; null for the defaults or a deleted account. */
  changedBy: z.string().nullable(),
});
export type FeeRules = z.infer<typeof FeeRulesSchema>;

export const FeeRulesResponseSchema = z.object({
  ...SaidShape,
  /** The rules in force now. */
  rules: FeeRulesSchema,
  /** Every saved version, newest first (at most 50). */
  history: z.array(FeeRulesSchema),
});
export type FeeRulesResponse = z.infer<typeof FeeRulesResponseSchema>;

// ---- Starting a match (PUT /api/admin/matches/{id}; matches.ts adds these to its body) ----------

export const START_FIELDS = {
  /** The agreed monthly fee in paisa; required with state 'started'. */
  monthlyFee: z.preprocess(blankIsMissing, PaisaSchema.optional()),
  /** The first lesson's day; required with state 'started'. */
  startedOn: z.preprocess(blankIsMissing, daySchema(MSG.startedOnRequired).optional()),
};

/** The start form on the match page: the monthly fee typed in rupees; its output joins the PUT body. */
export const MatchStartFormSchema = z.object({
  monthlyFee: text({ required: MSG.monthlyFeeRequired }).pipe(RupeesTextSchema),
  startedOn: daySchema(MSG.startedOnRequired),
});
export type MatchStartFormInput = z.input<typeof MatchStartFormSchema>;

/** How far a first lesson may lie from today (checked by the server, which knows today). */
export const STARTED_ON_RANGE = { daysBefore: 365, daysAfter: 60 } as const;

// ---- Payments, reversals and refunds ------------------------------------------------------------

/** POST /api/admin/charges/{id}/payments */
export const PaymentBodySchema = z.object({
  amount: PaisaSchema,
  method: PaymentMethodSchema,
  /** The bank's or wallet's transaction id, a cheque number… */
  reference: ReferenceSchema,
  receivedAt: moneyInstantSchema(MSG.receivedAtRequired),
  idempotencyKey: IdempotencyKeySchema,
});
export type PaymentBodyInput = z.input<typeof PaymentBodySchema>;
export type PaymentBody = z.output<typeof PaymentBodySchema>;

/** The payment form: the amount typed in rupees; its output is the POST body. */
export const PaymentFormSchema = PaymentBodySchema.extend({ amount: RupeesTextSchema });
export type PaymentFormInput = z.input<typeof PaymentFormSchema>;

/** POST /api/admin/payments/{id}/reversal: a payment is never deleted, only reversed with a reason. */
export const ReversalBodySchema = z.object({ reason: ReasonSchema });
export type ReversalBody = z.output<typeof ReversalBodySchema>;

/** POST /api/admin/charges/{id}/refunds: money paid back (at most what was paid and not yet refunded). */
export const RefundBodySchema = z.object({
  amount: PaisaSchema,
  method: PaymentMethodSchema,
  reference: ReferenceSchema,
  paidAt: moneyInstantSchema(MSG.paidAtRequired),
  reason: ReasonSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type RefundBodyInput = z.input<typeof RefundBodySchema>;
export type RefundBody = z.output<typeof RefundBodySchema>;

export const RefundFormSchema = RefundBodySchema.extend({ amount: RupeesTextSchema });
export type RefundFormInput = z.input<typeof RefundFormSchema>;

// ---- What the books answer with -----------------------------------------------------------------

export const ReversalSchema = z.object({
  reason: z.string(),
  at: z.string(),
  /** "Sita K."; null once the account is deleted. */
  by: z.string().nullable(),
});

export const PaymentSchema = z.object({
  _id: z.string(),
  chargeId: z.string(),
  receiptNumber: z.string(),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  receivedAt: z.string(),
  /** "Sita K." who recorded it; null once the account is deleted. */
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
  /** Set once reversed: the payment then counts for nothing. */
  reversal: ReversalSchema.nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const RefundSchema = z.object({
  _id: z.string(),
  chargeId: z.string(),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  paidAt: z.string(),
  reason: z.string(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** A charge without its payments: the dues list, the report's rows. */
export const ChargeSummarySchema = z.object({
  _id: z.string(),
  /** `GG-2083/84-0042` */
  number: z.string(),
  kind: z.enum(CHARGE_KINDS),
  payer: z.enum(CHARGE_PAYERS),
  /** Null once the match was deleted (with its request or teacher); the charge and its money stay. */
  matchId: z.string().nullable(),
  requestCode: z.string(),
  /** "Ram Thapa": the tutor for a commission, the family for an advance, as when the charge was raised. */
  payerName: z.string(),
  /** Null once the teacher's account or the request was deleted. */
  teacher: personName.extend({ _id: z.string(), mobile: z.string() }).nullable(),
  family: personName.extend({ mobile: z.string() }).nullable(),
  /** The agreed monthly fee the charge was computed from (paisa). */
  monthlyFee: z.number().int(),
  /** The first lesson's day (the match's `startedOn`). */
  chargedOn: z.string(),
  /** The fee rules' version it was computed under. */
  ruleVersion: z.number().int().nonnegative(),
  amount: z.number().int(),
  /** Payments not reversed. */
  paid: z.number().int(),
  refunded: z.number().int(),
  /** What is still owed: amount − paid, or 0 once refunded. */
  outstanding: z.number().int(),
  status: z.enum(CHARGE_STATUSES),
  dueOn: z.string(),
  /** Whole days past `dueOn` in Nepal while something is outstanding; 0 otherwise. */
  daysOverdue: z.number().int().nonnegative(),
  /** For an advance: the last day it is refunded if no tutor started (chargedOn + refund window). */
  refundableUntil: z.string().nullable(),
  remindersSent: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ChargeSummary = z.infer<typeof ChargeSummarySchema>;

export const ChargeSchema = ChargeSummarySchema.extend({
  /** Oldest first, reversed ones included. */
  payments: z.array(PaymentSchema),
  refunds: z.array(RefundSchema),
});
export type Charge = z.infer<typeof ChargeSchema>;

/** GET /api/admin/matches/{id}/charges */
export const MatchChargesResponseSchema = z.object({ ...SaidShape, charges: z.array(ChargeSchema) });
export type MatchChargesResponse = z.infer<typeof MatchChargesResponseSchema>;

/** POST …/payments (201, or 200 when the idempotency key was seen: the first answer again). */
export const PaymentResponseSchema = z.object({ ...SaidShape, payment: PaymentSchema, charge: ChargeSchema });
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const RefundResponseSchema = z.object({ ...SaidShape, refund: RefundSchema, charge: ChargeSchema });
export type RefundResponse = z.infer<typeof RefundResponseSchema>;

// ---- Lists of the books -------------------------------------------------------------------------

const optionalDay = z.preprocess(blankIsMissing, daySchema(MSG.dateInvalid).optional());

/** GET /api/admin/books/dues: charges with something outstanding, most overdue first. */
export const DuesQuerySchema = z.object({
  kind: z.preprocess(
    blankIsMissing,
    enumField(CHARGE_KINDS, { required: MSG.chargeKindInvalid, invalid: MSG.chargeKindInvalid }).optional(),
  ),
  page: ListQuerySchema.shape.page,
  limit: ListQuerySchema.shape.limit,
});
export type DuesQuery = z.output<typeof DuesQuerySchema>;

export const DuesResponseSchema = z.object({
  ...SaidShape,
  charges: z.array(ChargeSummarySchema),
  total: CountSchema,
  /** Σ outstanding of every due charge (not only this page), computed by the database. */
  outstanding: z.number().int(),
});
export type DuesResponse = z.infer<typeof DuesResponseSchema>;

/**
 * A period of days in Nepal, both ends included; without `from` the current Bikram Sambat month's
 * first day, without `to` today. At most 366 days.
 */
export const PeriodQuerySchema = z
  .object({
    from: optionalDay,
    to: optionalDay,
    page: ListQuerySchema.shape.page,
    limit: ListQuerySchema.shape.limit,
  })
  .superRefine((query, issues) => {
    if (query.from && query.to && query.from > query.to) {
      issues.addIssue({ code: 'custom', message: MSG.periodInvalid, path: ['from'] });
    }
  });
export type PeriodQuery = z.output<typeof PeriodQuerySchema>;

const chargeRef = {
  chargeNumber: z.string(),
  chargeKind: z.enum(CHARGE_KINDS),
  /** "Ram Thapa" (the teacher) or the family's name. */
  payerName: z.string(),
  matchId: z.string().nullable(),
};

export const PaymentRowSchema = PaymentSchema.extend(chargeRef);
export type PaymentRow = z.infer<typeof PaymentRowSchema>;
export const RefundRowSchema = RefundSchema.extend(chargeRef);
export type RefundRow = z.infer<typeof RefundRowSchema>;

/** GET /api/admin/books/payments: payments received in the period (reversed ones marked). */
export const PaymentsResponseSchema = z.object({
  ...SaidShape,
  from: z.string(),
  to: z.string(),
  payments: z.array(PaymentRowSchema),
  total: CountSchema,
  /** Σ of the period's payments that are not reversed (all pages). */
  received: z.number().int(),
});
export type PaymentsResponse = z.infer<typeof PaymentsResponseSchema>;

/** GET /api/admin/books/refunds */
export const RefundsResponseSchema = z.object({
  ...SaidShape,
  from: z.string(),
  to: z.string(),
  refunds: z.array(RefundRowSchema),
  total: CountSchema,
  refunded: z.number().int(),
});
export type RefundsResponse = z.infer<typeof RefundsResponseSchema>;

// ---- The monthly report -------------------------------------------------------------------------

/** A Bikram Sambat month, `YYYY-MM` (2083-08 = Mangsir 2083). */
export const BS_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const ReportQuerySchema = z.object({
  /** Without it, the current month in Nepal. */
  month: z.preprocess(
    blankIsMissing,
    text({
      required: MSG.monthInvalid,
      format: { valid: (value) => BS_MONTH_PATTERN.test(value), message: MSG.monthInvalid },
    }).optional(),
  ),
});
export type ReportQuery = z.output<typeof ReportQuerySchema>;

export const MethodTotalSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Payments of the month by this method, less reversals made in the month. */
  received: z.number().int(),
});

/**
 * A month's figures, each the sum of the month's ledger entries (the CSV's rows):
 * charged = Σ charge entries (charges whose first lesson is in the month), received = Σ payments
 * received − Σ reversals made in the month, refunded = Σ refunds paid in the month, byMethod splits
 * `received`. `outstanding` is what the month's charges still owe today.
 */
export const MonthFiguresSchema = z.object({
  month: z.string(),
  /** The month's first and last Gregorian days. */
  from: z.string(),
  to: z.string(),
  matchesStarted: z.number().int().nonnegative(),
  commissionCharged: z.number().int(),
  advanceCharged: z.number().int(),
  received: z.number().int(),
  refunded: z.number().int(),
  outstanding: z.number().int(),
});
export type MonthFigures = z.infer<typeof MonthFiguresSchema>;

/** GET /api/admin/books/report?month=2083-08 */
export const ReportResponseSchema = z.object({
  ...SaidShape,
  report: MonthFiguresSchema.extend({
    /** Every method, in PAYMENT_METHODS order, 0 when none. */
    byMethod: z.array(MethodTotalSchema),
    /** How many ledger entries (rows of the CSV) the figures sum. */
    entries: z.number().int().nonnegative(),
  }),
});
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

export const SeriesQuerySchema = z.object({
  months: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: MSG.monthsInvalid })
      .int(MSG.monthsInvalid)
      .min(1, MSG.monthsInvalid)
      .max(24, MSG.monthsInvalid)
      .optional(),
  ),
});
export type SeriesQuery = z.output<typeof SeriesQuerySchema>;

/** GET /api/admin/books/report/series?months=12: the last months, oldest first, ending with this one. */
export const SeriesResponseSchema = z.object({ ...SaidShape, months: z.array(MonthFiguresSchema) });
export type SeriesResponse = z.infer<typeof SeriesResponseSchema>;

/** The CSV's ledger entries: a charge raised, a payment, its reversal, a refund. */
export const LEDGER_ENTRY_KINDS = ['charge', 'payment', 'reversal', 'refund'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * GET /api/admin/books/report.csv?month=2083-08: `text/csv; charset=utf-8`, a UTF-8 BOM first,
 * CRLF line ends, every field quoted; a text cell starting with = + - @ tab or CR gets a ' first
 * (no spreadsheet formula); amounts are plain numbers.
 * Columns (English header): the day (AD), the day (BS), entry, charge number, receipt number,
 * charge kind, payer, method, reference, reason, amount in rupees ("4500.00"; reversals and
 * refunds negative).
 */
export const REPORT_CSV_COLUMNS = [
  'Date (AD)',
  'Date (BS)',
  'Entry',
  'Charge number',
  'Receipt number',
  'Charge kind',
  'Payer',
  'Method',
  'Reference',
  'Reason',
  'Amount (Rs.)',
] as const;

// ---- Receipts and the teacher's own -------------------------------------------------------------

/** GET /api/admin/payments/{id}/receipt and /api/teacher/payments/{id}/receipt: what a receipt prints. */
export const ReceiptSchema = z.object({
  /** From the server's AGENCY_NAME. */
  agencyName: z.string(),
  receiptNumber: z.string(),
  chargeNumber: z.string(),
  chargeKind: z.enum(CHARGE_KINDS),
  payerName: z.string(),
  amount: z.number().int(),
  /** The same words `amountInWords` gives, in both languages. */
  amountInWords: z.object({ en: z.string(), ne: z.string() }),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  receivedAt: z.string(),
  /** The day received in Nepal, Gregorian `YYYY-MM-DD`; the client writes it in both calendars. */
  receivedOn: z.string(),
  /** The charge after this payment: its amount, what was paid up to and with it, what is left. */
  chargeAmount: z.number().int(),
  paidToDate: z.number().int(),
  outstandingAfter: z.number().int(),
  recordedBy: z.string().nullable(),
  /** A reversed payment's receipt says so. */
  reversal: ReversalSchema.nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const ReceiptResponseSchema = z.object({ ...SaidShape, receipt: ReceiptSchema });
export type ReceiptResponse = z.infer<typeof ReceiptResponseSchema>;

/** A teacher's own charge: no family contact, no admin names. */
export const TeacherChargeSchema = ChargeSchema.omit({ teacher: true, family: true, payerName: true }).extend({
  request: z.object({ class: z.string(), subjects: z.array(z.string()) }),
  payments: z.array(PaymentSchema.omit({ recordedBy: true, reversal: true }).extend({ reversed: z.boolean() })),
  refunds: z.array(RefundSchema.omit({ recordedBy: true })),
});
export type TeacherCharge = z.infer<typeof TeacherChargeSchema>;

/** GET /api/teacher/charges: the teacher's commissions, newest first (read-only). */
export const TeacherChargesResponseSchema = z.object({
  ...SaidShape,
  charges: z.array(TeacherChargeSchema),
  /** Σ outstanding and Σ paid over the teacher's charges. */
  outstanding: z.number().int(),
  paid: z.number().int(),
});
export type TeacherChargesResponse = z.infer<typeof TeacherChargesResponseSchema>;

/** What a family's /track answer adds when its match asked for an advance (issue 29). */
export const TrackAdvanceSchema = z.object({
  amount: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  dueOn: z.string(),
  refundableUntil: z.string().nullable(),
  status: z.enum(CHARGE_STATUSES),
});
export type TrackAdvance = z.infer<typeof TrackAdvanceSchema>;
