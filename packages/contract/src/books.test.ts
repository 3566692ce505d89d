// The books' forms and bodies (issue 29): fee rules, starting a match, payments, reversals and refunds,
// with their exact messages; the commission and advance arithmetic in integers.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEE_RULES,
  FeeRulesBodySchema,
  FeeRulesFormSchema,
  MatchStartFormSchema,
  PaymentBodySchema,
  PaymentFormSchema,
  RefundBodySchema,
  ReversalBodySchema,
  bookNumber,
  commissionOf,
  percentOf,
} from './books.js';
import { AdminMatchUpdateBodySchema } from './matches.js';
import { MSG } from './messages.js';
import { type Rule, firstIssue, itRejects, parsed, text } from './test-support.js';

const rules = { ...DEFAULT_FEE_RULES };
const payment = {
  amount: 100_000,
  method: 'esewa',
  reference: 'ESW-123',
  receivedAt: '2026-11-28T10:30:00+05:45',
  idempotencyKey: randomUUID(),
};
const refund = { ...payment, paidAt: payment.receivedAt, reason: 'No tutor in 15 days', receivedAt: undefined };

describe('[BOOK-1] fee rules', () => {
  itRejects(FeeRulesBodySchema, rules, [
    ['kind missing', { commissionKind: undefined }, 'commissionKind', MSG.commissionKindInvalid],
    ['kind unknown', { commissionKind: 'share' }, 'commissionKind', MSG.commissionKindInvalid],
    ['percent over 100', { commissionPercent: 101 }, 'commissionPercent', MSG.feePercentInvalid],
    ['percent with a fraction', { commissionPercent: 33.3 }, 'commissionPercent', MSG.feePercentInvalid],
    ['percent as text', { advancePercent: '10' }, 'advancePercent', MSG.feePercentInvalid],
    ['advance negative', { advancePercent: -1 }, 'advancePercent', MSG.feePercentInvalid],
    ['refund window 0', { refundWindowDays: 0 }, 'refundWindowDays', MSG.refundWindowInvalid],
    ['refund window 366', { refundWindowDays: 366 }, 'refundWindowDays', MSG.refundWindowInvalid],
    ['due days 91', { dueDays: 91 }, 'dueDays', MSG.dueDaysInvalid],
    ['reminders as text', { remindersOn: 'yes' }, 'remindersOn', MSG.remindersInvalid],
    ['fixed without an amount', { commissionKind: 'fixed' }, 'commissionFixed', MSG.commissionFixedRequired],
    ['a fixed amount with a percent', { commissionFixed: 300_000 }, 'commissionFixed', MSG.commissionFixedOnlyForFixed],
    ['fixed amount of 0', { commissionKind: 'fixed', commissionFixed: 0 }, 'commissionFixed', MSG.amountPositive],
    [
      'fixed amount in rupees',
      { commissionKind: 'fixed', commissionFixed: 30.5 },
      'commissionFixed',
      MSG.amountInvalid,
    ],
  ]);

  it('takes the defaults, a fixed commission in paisa, and the form in rupees', () => {
    expect(parsed(FeeRulesBodySchema, rules)).toEqual(rules);
    expect(
      parsed(FeeRulesBodySchema, { ...rules, commissionKind: 'fixed', commissionFixed: 250_000 }).commissionFixed,
    ).toBe(250_000);
    expect(
      parsed(FeeRulesFormSchema, { ...rules, commissionKind: 'fixed', commissionFixed: '2,500' }).commissionFixed,
    ).toBe(250_000);
    expect(parsed(FeeRulesFormSchema, { ...rules, commissionFixed: '' }).commissionFixed).toBeNull();
    expect(firstIssue(FeeRulesFormSchema, { ...rules, commissionKind: 'fixed', commissionFixed: '2.505' })).toEqual({
      field: 'commissionFixed',
      message: MSG.rupeesInvalid,
    });
  });

  it('computes the commission and the advance in integers, rounding half a paisa up', () => {
    expect(commissionOf(600_000, rules)).toBe(300_000);
    expect(commissionOf(600_000, { commissionKind: 'fixed', commissionPercent: 50, commissionFixed: 150_000 })).toBe(
      150_000,
    );
    expect(percentOf(333, 50)).toBe(167);
    expect(percentOf(333, 33)).toBe(110);
    expect(percentOf(1_000_000_000, 100)).toBe(1_000_000_000);
    expect(percentOf(12_345, 0)).toBe(0);
  });

  it('[BOOK-5] numbers charges per fiscal year with four digits at least', () => {
    expect(bookNumber('GG', '2083/84', 42)).toBe('GG-2083/84-0042');
    expect(bookNumber('GG-R', '2083/84', 12_345)).toBe('GG-R-2083/84-12345');
  });
});

describe('[BOOK-3] starting a match needs the monthly fee and the first lesson', () => {
  const start = { state: 'started', monthlyFee: 600_000, startedOn: '2026-11-28' };
  itRejects(AdminMatchUpdateBodySchema, start, [
    ['no fee', { monthlyFee: undefined }, 'monthlyFee', MSG.monthlyFeeRequired],
    ['a blank fee', { monthlyFee: '' }, 'monthlyFee', MSG.monthlyFeeRequired],
    ['no first lesson', { startedOn: undefined }, 'startedOn', MSG.startedOnRequired],
    ['a first lesson that is no day', { startedOn: '2026-02-30' }, 'startedOn', MSG.dateInvalid],
    ['a fee of 0', { monthlyFee: 0 }, 'monthlyFee', MSG.amountPositive],
    ['a fee above a crore', { monthlyFee: 1_000_000_001 }, 'monthlyFee', MSG.amountMax],
  ]);

  it('refuses the fee and the day with any other state, and takes the start form in rupees', () => {
    expect(firstIssue(AdminMatchUpdateBodySchema, { state: 'withdrawn', monthlyFee: 600_000 })).toEqual({
      field: 'monthlyFee',
      message: MSG.startFieldsOnlyForStart,
    });
    expect(parsed(AdminMatchUpdateBodySchema, { state: 'closed', closeReason: 'other' }).monthlyFee).toBeUndefined();
    expect(parsed(MatchStartFormSchema, { monthlyFee: '6,000', startedOn: '2026-11-28' })).toEqual({
      monthlyFee: 600_000,
      startedOn: '2026-11-28',
    });
    expect(firstIssue(MatchStartFormSchema, { monthlyFee: '', startedOn: '2026-11-28' })?.message).toBe(
      MSG.monthlyFeeRequired,
    );
  });
});

const paymentRules: Rule[] = [
  ['amount missing', { amount: undefined }, 'amount', MSG.amountInvalid],
  ['amount in rupees with paisa as a fraction', { amount: 1000.5 }, 'amount', MSG.amountInvalid],
  ['amount as text', { amount: '1000' }, 'amount', MSG.amountInvalid],
  ['amount zero', { amount: 0 }, 'amount', MSG.amountPositive],
  ['amount above a crore', { amount: 1_000_000_001 }, 'amount', MSG.amountMax],
  ['method missing', { method: undefined }, 'method', MSG.paymentMethodRequired],
  ['method unknown', { method: 'cheque' }, 'method', MSG.paymentMethodInvalid],
  ['reference of 101', { reference: text(101) }, 'reference', MSG.paymentReferenceMax],
  ['key missing', { idempotencyKey: undefined }, 'idempotencyKey', MSG.idempotencyKeyInvalid],
  ['key not a UUID', { idempotencyKey: 'abc' }, 'idempotencyKey', MSG.idempotencyKeyInvalid],
];

describe('[BOOK-7] payments, reversals and refunds', () => {
  itRejects(PaymentBodySchema, payment, [
    ...paymentRules,
    ['received missing', { receivedAt: undefined }, 'receivedAt', MSG.receivedAtRequired],
    ['received not a date', { receivedAt: 'yesterday' }, 'receivedAt', MSG.dateTimeInvalid],
    ['received without an offset', { receivedAt: '2026-11-28T10:30' }, 'receivedAt', MSG.dateTimeInvalid],
    ['received on no day', { receivedAt: '2026-13-01' }, 'receivedAt', MSG.dateTimeInvalid],
  ]);
  itRejects(RefundBodySchema, refund, [
    ...paymentRules,
    ['paid missing', { paidAt: undefined }, 'paidAt', MSG.paidAtRequired],
    ['reason missing', { reason: undefined }, 'reason', MSG.moneyReasonRequired],
    ['reason of 301', { reason: text(301) }, 'reason', MSG.moneyReasonMax],
  ]);

  it('takes every method, a day or an instant, a blank reference, and the form in rupees', () => {
    for (const method of ['cash', 'bank', 'esewa', 'khalti', 'fonepay', 'other']) {
      expect(parsed(PaymentBodySchema, { ...payment, method }).method).toBe(method);
    }
    expect(parsed(PaymentBodySchema, { ...payment, receivedAt: '2026-11-28' }).receivedAt).toBe('2026-11-28');
    expect(parsed(PaymentBodySchema, { ...payment, receivedAt: '2026-11-28T04:45:00.000Z' }).receivedAt).toBeTruthy();
    expect(parsed(PaymentBodySchema, { ...payment, reference: ' ' }).reference).toBeUndefined();
    expect(parsed(PaymentFormSchema, { ...payment, amount: '1,000' }).amount).toBe(100_000);
    expect(firstIssue(PaymentFormSchema, { ...payment, amount: '1000.005' })).toEqual({
      field: 'amount',
      message: MSG.rupeesInvalid,
    });
    expect(firstIssue(ReversalBodySchema, { reason: ' ' })?.message).toBe(MSG.moneyReasonRequired);
  });
});
