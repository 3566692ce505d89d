// The agency's books through the API (issue 29): versioned fee rules, the charges a start raises and
// their numbers across 1 Shrawan, partial and refused payments, idempotent and concurrent payments,
// reversals, refunds, the audit, the lists, the report and its CSV, receipts, the teacher's own
// charges, the family's advance on /track and the reminders.
import { randomUUID } from 'node:crypto';
import {
  API_PATHS,
  type Charge,
  DEFAULT_FEE_RULES,
  type FeeRulesBodyInput,
  MSG,
  type Payment,
  REPORT_CSV_COLUMNS,
} from '@gharguru/contract';
import { fromBikramSambat, nepaliFiscalYear } from '@gharguru/contract/nepali-calendar';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chargesOf, insertAcceptedMatch, nepalToday, startMatch, startedMatch } from '../../../test/books.js';
import { expectCodedBody } from '../../../test/message-codes.js';
import { adminForFile, signUpTeacher, testAppForFile } from '../../../test/test-app.js';
import { charges, matches, moneyAudit, outboxMessages } from '../../db/schema.js';
import { addDays } from './days.js';
import { sweepReminders } from './reminders.js';

const t = testAppForFile({ agencyName: 'Sagarmatha Tuition Sewa' });
const admin = adminForFile(t);

async function call(options: Parameters<typeof t.api>[0], status: number) {
  const response = await t.api(options);
  expect(response.statusCode, response.body).toBe(status);
  expectCodedBody(response.json(), `${options.method} ${options.path}`);
  return response.json();
}

function putRules(rules: FeeRulesBodyInput, status = 200) {
  return call({ method: 'PUT', path: API_PATHS.adminFeeRules, token: admin.token, body: rules }, status);
}

function pay(chargeId: string, body: Record<string, unknown>, status = 201) {
  return call(
    {
      method: 'POST',
      path: API_PATHS.adminChargePayments(chargeId),
      token: admin.token,
      body: { method: 'cash', receivedAt: nepalToday(), idempotencyKey: randomUUID(), ...body },
    },
    status,
  );
}

function refund(chargeId: string, body: Record<string, unknown>, status = 201) {
  return call(
    {
      method: 'POST',
      path: API_PATHS.adminChargeRefunds(chargeId),
      token: admin.token,
      body: {
        method: 'esewa',
        paidAt: nepalToday(),
        reason: 'No tutor within the window',
        idempotencyKey: randomUUID(),
        ...body,
      },
    },
    status,
  );
}

async function newTeacher() {
  return signUpTeacher(t);
}

describe('[BOOK-1] [BOOK-2] fee rules, versioned', () => {
  it('starts from the defaults, saves a version, says when nothing changed, and keeps the history', async () => {
    const first = await call({ method: 'GET', path: API_PATHS.adminFeeRules, token: admin.token }, 200);
    expect(first.rules).toMatchObject({ ...DEFAULT_FEE_RULES, version: 0, effectiveFrom: null });
    expect(first.history).toEqual([]);

    const saved = await putRules({ ...DEFAULT_FEE_RULES, commissionPercent: 40 });
    expect(saved.code).toBe('feeRulesSaved');
    expect(saved.rules).toMatchObject({ commissionPercent: 40, version: 1 });
    expect(saved.rules.changedBy).toMatch(/^\S+ [A-Z]\.$/);
    const same = await putRules({ ...DEFAULT_FEE_RULES, commissionPercent: 40 });
    expect(same.code).toBe('feeRulesUnchanged');
    expect(same.history).toHaveLength(1);

    const back = await putRules(DEFAULT_FEE_RULES);
    expect(back.rules.version).toBe(2);
    expect(back.history.map((rules: { version: number }) => rules.version)).toEqual([2, 1]);
    const bad = await putRules({ ...DEFAULT_FEE_RULES, commissionKind: 'fixed' }, 400);
    expect(bad.errors).toEqual({ commissionFixed: MSG.commissionFixedRequired });
  });

  it('charges a match under the rules in force when it started; a later change never touches it', async () => {
    const teacher = await newTeacher();
    const before = await startedMatch(t, admin.token, teacher.id, { monthlyFee: 600_000 });
    expect(before.charges.map((charge) => [charge.kind, charge.amount])).toEqual([['commission', 300_000]]);

    await putRules({ ...DEFAULT_FEE_RULES, commissionKind: 'fixed', commissionFixed: 200_000, advancePercent: 10 });
    const after = await startedMatch(t, admin.token, teacher.id, { monthlyFee: 600_000 });
    expect(after.charges.map((charge) => [charge.kind, charge.payer, charge.amount])).toEqual([
      ['commission', 'teacher', 200_000],
      ['advance', 'family', 60_000],
    ]);
    expect((await chargesOf(t, admin.token, before.matchId)).map((charge) => charge.amount)).toEqual([300_000]);
    expect(after.charges[0]!.ruleVersion).toBe(before.charges[0]!.ruleVersion + 1);
    await putRules(DEFAULT_FEE_RULES);
  });
});

describe('[BOOK-3] [BOOK-4] starting a match with its fee', () => {
  it('needs the monthly fee and the first lesson, within range, and writes nothing when refused', async () => {
    const teacher = await newTeacher();
    const { matchId } = await insertAcceptedMatch(t, teacher.id);
    const missing = await startMatch(t, admin.token, matchId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ monthlyFee: MSG.monthlyFeeRequired, startedOn: MSG.startedOnRequired });
    const old = await startMatch(t, admin.token, matchId, { monthlyFee: 600_000, startedOn: nepalToday(-400) });
    expect(old.statusCode, old.body).toBe(400);
    expect(old.json()).toMatchObject({ code: 'startedOnOutOfRange', errors: { startedOn: MSG.startedOnOutOfRange } });
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, matchId));
    expect(row).toMatchObject({ state: 'accepted', monthlyFee: null, startedOn: null });
    expect(await t.database.db.select().from(charges).where(eq(charges.matchId, matchId))).toEqual([]);
  });

  it('raises the commission with its due date and number, and shows the fee on the match', async () => {
    const teacher = await newTeacher();
    const startedOn = nepalToday(-3);
    const { matchId, charges: raised } = await startedMatch(t, admin.token, teacher.id, {
      monthlyFee: 600_000,
      startedOn,
    });
    const [commission] = raised;
    expect(commission).toMatchObject({
      kind: 'commission',
      payer: 'teacher',
      amount: 300_000,
      paid: 0,
      outstanding: 300_000,
      status: 'due',
      chargedOn: startedOn,
      dueOn: addDays(startedOn, DEFAULT_FEE_RULES.dueDays),
      monthlyFee: 600_000,
      refundableUntil: null,
    });
    expect(commission!.number).toMatch(new RegExp(`^GG-${nepaliFiscalYear(startedOn)!.label}-\\d{4}$`));
    const match = await call(
      { method: 'GET', path: `${API_PATHS.adminMatches}?state=started&limit=50`, token: admin.token },
      200,
    );
    expect(match.matches.find((m: { _id: string }) => m._id === matchId)).toMatchObject({
      monthlyFee: 600_000,
      startedOn,
    });
  });
});

describe('[BOOK-5] one sequence per Nepali fiscal year, which starts on 1 Shrawan', () => {
  it('numbers the last day of Asar in the old year and 1 Shrawan in the new one, each from 0001', async () => {
    const shrawanFirst = fromBikramSambat({ year: 2083, month: 4, day: 1 })!;
    const asarLast = addDays(shrawanFirst, -1);
    expect(nepaliFiscalYear(asarLast)?.label).toBe('2082/83');
    const teacher = await newTeacher();
    // Outside the start's range from today: written as an admin would have on those days.
    const at = async (day: string) => {
      const { matchId } = await insertAcceptedMatch(t, teacher.id);
      await t.database.db.transaction(async (tx) => {
        const { raiseStartCharges } = await import('./start-charges.js');
        await raiseStartCharges(tx, { matchId, adminId: admin.id, monthlyFee: 500_000, startedOn: day });
      });
      return (await chargesOf(t, admin.token, matchId))[0]!.number;
    };
    const old = await at(asarLast);
    const fresh = await at(shrawanFirst);
    const freshAgain = await at(addDays(shrawanFirst, 1));
    expect(old).toMatch(/^GG-2082\/83-\d{4}$/);
    expect(fresh).toMatch(/^GG-2083\/84-\d{4}$/);
    expect(Number(freshAgain.slice(-4))).toBe(Number(fresh.slice(-4)) + 1);
    expect(await at(asarLast)).toBe(`GG-2082/83-${String(Number(old.slice(-4)) + 1).padStart(4, '0')}`);
  });
});

describe('[BOOK-7] [BOOK-8] [BOOK-9] [BOOK-11] payments', () => {
  it('takes partial payments, refuses more than is owed with the outstanding amount, and settles', async () => {
    const teacher = await newTeacher();
    const [commission] = (await startedMatch(t, admin.token, teacher.id)).charges;
    const first = await pay(commission!._id, { amount: 100_000, method: 'esewa', reference: 'ESW-1' });
    expect(first.payment).toMatchObject({ amount: 100_000, method: 'esewa', reference: 'ESW-1', reversal: null });
    expect(first.payment.receiptNumber).toMatch(/^GG-R-\d{4}\/\d{2}-\d{4}$/);
    expect(first.charge).toMatchObject({ paid: 100_000, outstanding: 200_000, status: 'partlyPaid' });
    const over = await pay(commission!._id, { amount: 200_001 }, 409);
    expect(over).toMatchObject({ code: 'overpayment', params: { outstanding: 'Rs. 2,000' } });
    expect(over.message).toBe('This is more than is owed: Rs. 2,000 is outstanding');
    const second = await pay(commission!._id, { amount: 200_000 });
    expect(second.charge).toMatchObject({ paid: 300_000, outstanding: 0, status: 'paid' });
    expect((await pay(commission!._id, { amount: 1 }, 409)).code).toBe('chargeSettled');
  });

  it('refuses a date in the future or before the first lesson', async () => {
    const teacher = await newTeacher();
    const [commission] = (await startedMatch(t, admin.token, teacher.id, { startedOn: nepalToday(-2) })).charges;
    const future = await pay(commission!._id, { amount: 100, receivedAt: nepalToday(2) }, 400);
    expect(future.errors).toEqual({ receivedAt: MSG.moneyDateInFuture });
    const early = await pay(commission!._id, { amount: 100, receivedAt: nepalToday(-3) }, 400);
    expect(early.errors).toEqual({ receivedAt: MSG.moneyDateBeforeCharge });
    expect((await pay('00000000-0000-4000-8000-000000000000', { amount: 100 }, 404)).code).toBe('chargeNotFound');
  });

  it('records a payment once for one idempotency key, however often and however at once it is sent', async () => {
    const teacher = await newTeacher();
    const [commission] = (await startedMatch(t, admin.token, teacher.id)).charges;
    const idempotencyKey = randomUUID();
    const body = { amount: 50_000, method: 'khalti', receivedAt: nepalToday(), idempotencyKey };
    const path = API_PATHS.adminChargePayments(commission!._id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.api({ method: 'POST', path, token: admin.token, body })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().payment._id)).size).toBe(1);
    const again = answers.find((answer) => answer.statusCode === 200)!.json();
    expect(again).toMatchObject({ code: 'paymentAlreadyRecorded', charge: { paid: 50_000 } });

    const [other] = (await startedMatch(t, admin.token, teacher.id)).charges;
    expect((await pay(other!._id, body, 409)).code).toBe('idempotencyKeyReused');
  });

  it('never takes more than is owed when two admins record different payments at once', async () => {
    const teacher = await newTeacher();
    const [commission] = (await startedMatch(t, admin.token, teacher.id)).charges;
    const path = API_PATHS.adminChargePayments(commission!._id);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.api({
          method: 'POST',
          path,
          token: admin.token,
          body: { amount: 150_000, method: 'cash', receivedAt: nepalToday(), idempotencyKey: randomUUID() },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409]);
    const [row] = await t.database.db.select().from(charges).where(eq(charges.id, commission!._id));
    expect(row).toMatchObject({ paid: 300_000 });
  });

  it('reverses a payment with its reason, keeps it, and writes an audit row for every change', async () => {
    const teacher = await newTeacher();
    const [commission] = (await startedMatch(t, admin.token, teacher.id)).charges;
    const { payment } = await pay(commission!._id, { amount: 120_000 });
    const reversed = await call(
      {
        method: 'POST',
        path: API_PATHS.adminPaymentReversal(payment._id),
        token: admin.token,
        body: { reason: 'Cheque bounced' },
      },
      200,
    );
    expect(reversed.payment.reversal).toMatchObject({ reason: 'Cheque bounced' });
    expect(reversed.charge).toMatchObject({ paid: 0, outstanding: 300_000, status: 'due' });
    expect(reversed.charge.payments.map((p: Payment) => p._id)).toEqual([payment._id]);
    const twice = await call(
      { method: 'POST', path: API_PATHS.adminPaymentReversal(payment._id), token: admin.token, body: { reason: 'x' } },
      409,
    );
    expect(twice.code).toBe('paymentAlreadyReversed');

    const audit = await t.database.db
      .select()
      .from(moneyAudit)
      .where(eq(moneyAudit.chargeId, commission!._id))
      .orderBy(moneyAudit.at);
    expect(audit.map((row) => row.action)).toEqual(['charge.raise', 'payment.record', 'payment.reverse']);
    expect(audit.every((row) => row.actorRole === 'admin' && row.actorId === admin.id)).toBe(true);
    const reversal = audit[2]!;
    expect(reversal.before).toMatchObject({ charge: { paid: 120_000 } });
    expect(reversal.after).toMatchObject({ charge: { paid: 0 }, payment: { reversalReason: 'Cheque bounced' } });
  });
});

describe('[BOOK-10] [BOOK-19] refunds', () => {
  it('refunds at most what was paid, settles the charge, and then takes no payment', async () => {
    await putRules({ ...DEFAULT_FEE_RULES, advancePercent: 20 });
    const teacher = await newTeacher();
    const started = await startedMatch(t, admin.token, teacher.id, { monthlyFee: 500_000 });
    await putRules(DEFAULT_FEE_RULES);
    const advance = started.charges.find((charge) => charge.kind === 'advance')!;
    expect(advance).toMatchObject({ amount: 100_000, dueOn: nepalToday(), refundableUntil: nepalToday(15) });
    expect((await refund(advance._id, { amount: 1 }, 409)).code).toBe('nothingToRefund');
    const { payment } = await pay(advance._id, { amount: 60_000 });
    const tooMuch = await refund(advance._id, { amount: 60_001 }, 409);
    expect(tooMuch).toMatchObject({ code: 'refundTooMuch', params: { refundable: 'Rs. 600' } });
    const done = await refund(advance._id, { amount: 60_000 });
    expect(done.refund).toMatchObject({ amount: 60_000, reason: 'No tutor within the window' });
    expect(done.charge).toMatchObject({ refunded: 60_000, outstanding: 0, status: 'refunded' });
    expect((await pay(advance._id, { amount: 100 }, 409)).code).toBe('chargeRefunded');
    const reversal = await call(
      { method: 'POST', path: API_PATHS.adminPaymentReversal(payment._id), token: admin.token, body: { reason: 'x' } },
      409,
    );
    expect(reversal.code).toBe('reversalBelowRefunds');

    const tracked = await call(
      {
        method: 'POST',
        path: API_PATHS.publicRequestStatus,
        body: { requestCode: started.requestCode, mobile: started.mobile },
      },
      200,
    );
    expect(tracked.advance).toEqual({
      amount: 100_000,
      paid: 60_000,
      refunded: 60_000,
      dueOn: nepalToday(),
      refundableUntil: nepalToday(15),
      status: 'refunded',
    });
  });
});

describe('[BOOK-12] [BOOK-13] [BOOK-14] [BOOK-15] [BOOK-16] [BOOK-18] dues, lists, report, CSV, receipts', () => {
  it('lists dues most overdue first with the sum of all of them', async () => {
    const teacher = await newTeacher();
    const {
      charges: [late],
    } = await startedMatch(t, admin.token, teacher.id, { startedOn: nepalToday(-40) });
    const dues = await call({ method: 'GET', path: `${API_PATHS.adminBooksDues}?limit=100`, token: admin.token }, 200);
    const row = dues.charges.find((charge: Charge) => charge._id === late!._id);
    expect(row).toMatchObject({ daysOverdue: 33, outstanding: 300_000, teacher: { _id: teacher.id } });
    const overdue = dues.charges.map((charge: Charge) => charge.daysOverdue);
    expect(overdue).toEqual([...overdue].sort((a, b) => b - a));
    expect(dues.outstanding).toBe(
      dues.charges.reduce((total: number, charge: Charge) => total + charge.outstanding, 0),
    );
  });

  it('prints a receipt with the agency, the numbers and the amount in words; the teacher reads only their own', async () => {
    const teacher = await newTeacher();
    const other = await newTeacher();
    const [commission] = (await startedMatch(t, admin.token, teacher.id, { monthlyFee: 900_000 })).charges;
    await pay(commission!._id, { amount: 100_000, method: 'esewa' });
    const { payment } = await pay(commission!._id, { amount: 350_000, method: 'cash' });
    const { receipt } = await call(
      { method: 'GET', path: API_PATHS.adminPaymentReceipt(payment._id), token: admin.token },
      200,
    );
    expect(receipt).toMatchObject({
      agencyName: 'Sagarmatha Tuition Sewa',
      receiptNumber: payment.receiptNumber,
      chargeNumber: commission!.number,
      amount: 350_000,
      amountInWords: { en: 'three thousand five hundred rupees', ne: 'तीन हजार पाँच सय रुपैयाँ' },
      chargeAmount: 450_000,
      paidToDate: 450_000,
      outstandingAfter: 0,
      receivedOn: nepalToday(),
    });
    const own = await call(
      { method: 'GET', path: API_PATHS.teacherPaymentReceipt(payment._id), token: teacher.token },
      200,
    );
    expect(own.receipt).toEqual(receipt);
    const notYours = await call(
      { method: 'GET', path: API_PATHS.teacherPaymentReceipt(payment._id), token: other.token },
      403,
    );
    expect(notYours.code).toBe('receiptNotYours');

    const mine = await call({ method: 'GET', path: API_PATHS.teacherCharges, token: teacher.token }, 200);
    expect(mine).toMatchObject({ outstanding: 0, paid: 450_000 });
    expect(mine.charges).toHaveLength(1);
    expect(mine.charges[0].payments.map((p: { amount: number }) => p.amount)).toEqual([100_000, 350_000]);
    expect(JSON.stringify(mine)).not.toContain('"family"');
    expect((await call({ method: 'GET', path: API_PATHS.teacherCharges, token: other.token }, 200)).charges).toEqual(
      [],
    );
  });

  it("sums the month's figures, by method, and writes its ledger as a CSV a spreadsheet opens safely", async () => {
    // The tutor pays the commission: a name in Devanagari must reach the spreadsheet intact.
    const teacher = await signUpTeacher(t, { firstName: 'सीता', lastName: 'श्रेष्ठ' });
    const {
      charges: [commission],
    } = await startedMatch(t, admin.token, teacher.id);
    const before = (await call({ method: 'GET', path: API_PATHS.adminBooksReport, token: admin.token }, 200)).report;
    await pay(commission!._id, { amount: 100_000, method: 'fonepay', reference: '=HYPERLINK("http://x")' });
    const { payment } = await pay(commission!._id, { amount: 50_000, method: 'bank', reference: 'a "quoted" ref' });
    await call(
      {
        method: 'POST',
        path: API_PATHS.adminPaymentReversal(payment._id),
        token: admin.token,
        body: { reason: '+1 wrong' },
      },
      200,
    );
    const { report } = await call({ method: 'GET', path: API_PATHS.adminBooksReport, token: admin.token }, 200);
    expect(report.received - before.received).toBe(100_000);
    const method = (name: string, r: typeof report) =>
      r.byMethod.find((m: { method: string }) => m.method === name).received;
    expect(method('fonepay', report) - method('fonepay', before)).toBe(100_000);
    expect(method('bank', report) - method('bank', before)).toBe(0);
    expect(report.byMethod.reduce((sum: number, m: { received: number }) => sum + m.received, 0)).toBe(report.received);
    expect(report.entries - before.entries).toBe(3);

    const csv = await t.api({
      method: 'GET',
      path: `${API_PATHS.adminBooksReportCsv}?month=${report.month}`,
      token: admin.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="gharguru-books-${report.month}.csv"`);
    const body = csv.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF"Date (AD)"')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(REPORT_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(body).toContain('"सीता श्रेष्ठ"');
    expect(body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(body).toContain('"a ""quoted"" ref"');
    expect(body).toContain(`"'+1 wrong"`);
    expect(body).toContain('"-500.00"');
    expect(lines.at(-1)).toBe('');
    const amounts = lines.slice(1, -1).map((line) => line.split(',').at(-1)!);
    expect(amounts.every((cell) => /^"-?\d+\.\d{2}"$/.test(cell))).toBe(true);
  });

  it('lists a period of payments and refunds with their sums, and answers the last 12 months', async () => {
    const payments = await call(
      { method: 'GET', path: `${API_PATHS.adminBooksPayments}?limit=100`, token: admin.token },
      200,
    );
    expect(payments.to).toBe(nepalToday());
    expect(payments.received).toBe(
      payments.payments
        .filter((p: Payment) => p.reversal === null)
        .reduce((sum: number, p: Payment) => sum + p.amount, 0),
    );
    const refunds = await call(
      { method: 'GET', path: `${API_PATHS.adminBooksRefunds}?from=${nepalToday(-30)}`, token: admin.token },
      200,
    );
    expect(refunds.refunded).toBe(refunds.refunds.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0));
    const wrong = await call(
      {
        method: 'GET',
        path: `${API_PATHS.adminBooksPayments}?from=${nepalToday(1)}&to=${nepalToday()}`,
        token: admin.token,
      },
      400,
    );
    expect(wrong.code).toBe('periodInvalid');
    // A day outside the Bikram Sambat table still makes a period (of that one day).
    expect(
      (await call({ method: 'GET', path: `${API_PATHS.adminBooksPayments}?to=1800-01-01`, token: admin.token }, 200))
        .from,
    ).toBe('1800-01-01');
    const long = await call(
      { method: 'GET', path: `${API_PATHS.adminBooksPayments}?from=${nepalToday(-400)}`, token: admin.token },
      400,
    );
    expect(long.code).toBe('periodTooLong');

    const series = await call({ method: 'GET', path: API_PATHS.adminBooksReportSeries, token: admin.token }, 200);
    expect(series.months).toHaveLength(12);
    const { report } = await call({ method: 'GET', path: API_PATHS.adminBooksReport, token: admin.token }, 200);
    const { byMethod: _byMethod, entries: _entries, ...figures } = report;
    expect(series.months.at(-1)).toEqual(figures);
    const months = series.months.map((m: { month: string }) => m.month);
    expect([...months].sort()).toEqual(months);
    expect(
      (await call({ method: 'GET', path: `${API_PATHS.adminBooksReport}?month=2083-13`, token: admin.token }, 400))
        .code,
    ).toBe('monthInvalid');
  });
});

describe('[BOOK-20] reminders', () => {
  it('reminds the tutor once at 7 and once at 21 days overdue, never twice, and not when the rules say off', async () => {
    const teacher = await newTeacher();
    const {
      charges: [commission],
    } = await startedMatch(t, admin.token, teacher.id, { startedOn: nepalToday(-7) });
    const dueOn = commission!.dueOn;
    const at = (days: number) => new Date(`${addDays(dueOn, days)}T12:00:00+05:45`);
    const sweep = (days: number) =>
      sweepReminders({ db: t.database.db, publicUrl: 'https://gharguru.example', now: at(days) });
    const reminders = () =>
      t.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, 'teacherChargeReminder'), eq(outboxMessages.recipient, teacher.email)));

    await sweep(6);
    expect(await reminders()).toHaveLength(0);
    await sweep(7);
    await sweep(8);
    const first = await reminders();
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe(`A friendly reminder: Rs. 3,000 for ${commission!.number}`);
    expect(first[0]!.body).toContain('https://gharguru.example/teacher-dashboard');
    await sweep(21);
    await sweep(40);
    expect(await reminders()).toHaveLength(2);

    await putRules({ ...DEFAULT_FEE_RULES, remindersOn: false });
    const quiet = await newTeacher();
    const {
      charges: [silent],
    } = await startedMatch(t, admin.token, quiet.id, { startedOn: nepalToday(-7) });
    await putRules(DEFAULT_FEE_RULES);
    await sweepReminders({ db: t.database.db, publicUrl: 'https://gharguru.example', now: at(30) });
    const [row] = await t.database.db.select().from(charges).where(eq(charges.id, silent!._id));
    expect(row?.remindersSent).toBe(0);
  });
});
