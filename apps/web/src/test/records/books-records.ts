// Records of the agency's books (issue 29) for the web tests: the match that starts at Rs. 6,000 a
// month, its commission of Rs. 3,000, payments by eSewa and cash, their receipt and the month's report.
import {
  type Charge,
  DEFAULT_FEE_RULES,
  type FeeRules,
  type MonthFigures,
  type Payment,
  type Receipt,
  type ReportResponse,
  type TeacherCharge,
} from '@gharguru/contract';
import { adminMatch } from './match-records';

export const MATCH_ID = adminMatch()._id;
export const CHARGE_ID = '88888888-8888-4888-8888-888888888801';
export const PAYMENT_ID = '88888888-8888-4888-8888-888888888802';
const at = '2026-11-28T05:00:00.000Z';

export const feeRules = (over: Partial<FeeRules> = {}): FeeRules => ({
  ...DEFAULT_FEE_RULES,
  version: 2,
  effectiveFrom: '2026-11-01T04:15:00.000Z',
  changedBy: 'Gita A.',
  ...over,
});

export const payment = (over: Partial<Payment> = {}): Payment => ({
  _id: PAYMENT_ID,
  chargeId: CHARGE_ID,
  receiptNumber: 'GG-R-2083/84-0007',
  amount: 100_000,
  method: 'esewa',
  reference: 'ES-7KX2',
  receivedAt: '2026-11-28T00:00:00.000+05:45',
  recordedBy: 'Gita A.',
  recordedAt: at,
  reversal: null,
  ...over,
});

/** The tutor's commission: 50 % of Rs. 6,000, Rs. 3,000 (300,000 paisa), nothing paid yet. */
export const commission = (over: Partial<Charge> = {}): Charge => ({
  _id: CHARGE_ID,
  number: 'GG-2083/84-0042',
  kind: 'commission',
  payer: 'teacher',
  matchId: MATCH_ID,
  requestCode: 'GG-7K3Q-92',
  payerName: 'Ram Thapa',
  teacher: { _id: '55555555-5555-4555-8555-555555555555', firstName: 'Ram', lastName: 'Thapa', mobile: '9812345678' },
  family: { firstName: 'Sita', lastName: 'Sharma', mobile: '9800000001' },
  monthlyFee: 600_000,
  chargedOn: '2026-11-20',
  ruleVersion: 2,
  amount: 300_000,
  paid: 0,
  refunded: 0,
  outstanding: 300_000,
  status: 'due',
  dueOn: '2026-11-27',
  daysOverdue: 1,
  refundableUntil: null,
  remindersSent: 0,
  createdAt: at,
  payments: [],
  refunds: [],
  ...over,
});

export const receipt = (over: Partial<Receipt> = {}): Receipt => ({
  agencyName: 'GharGuru Tuition Services',
  receiptNumber: 'GG-R-2083/84-0007',
  chargeNumber: 'GG-2083/84-0042',
  chargeKind: 'commission',
  payerName: 'Ram Thapa',
  amount: 100_000,
  amountInWords: { en: 'one thousand rupees', ne: 'एक हजार रुपैयाँ' },
  method: 'esewa',
  reference: 'ES-7KX2',
  receivedAt: '2026-11-28T00:00:00.000+05:45',
  receivedOn: '2026-11-28',
  chargeAmount: 300_000,
  paidToDate: 100_000,
  outstandingAfter: 200_000,
  recordedBy: 'Gita A.',
  reversal: null,
  ...over,
});

export const monthFigures = (month: string, received: number): MonthFigures => ({
  month,
  from: '2026-11-17',
  to: '2026-12-15',
  matchesStarted: received > 0 ? 1 : 0,
  commissionCharged: received > 0 ? 300_000 : 0,
  advanceCharged: 0,
  received,
  refunded: 0,
  outstanding: 0,
});

/** Mangsir 2083 (2083-08): one match started, its Rs. 3,000 received, Rs. 1,000 by eSewa and Rs. 2,000 in cash. */
export const report: ReportResponse['report'] = {
  ...monthFigures('2083-08', 300_000),
  byMethod: [
    { method: 'cash', received: 200_000 },
    { method: 'bank', received: 0 },
    { method: 'esewa', received: 100_000 },
    { method: 'khalti', received: 0 },
    { method: 'fonepay', received: 0 },
    { method: 'other', received: 0 },
  ],
  entries: 3,
};

/** The last 12 months, Poush 2082 to Mangsir 2083, oldest first. */
export const series: MonthFigures[] = [
  '2082-09',
  '2082-10',
  '2082-11',
  '2082-12',
  '2083-01',
  '2083-02',
  '2083-03',
  '2083-04',
  '2083-05',
  '2083-06',
  '2083-07',
  '2083-08',
].map((month, index) => monthFigures(month, index === 11 ? 300_000 : index * 10_000));

export const teacherCharge = (over: Partial<TeacherCharge> = {}): TeacherCharge => {
  const { teacher: _teacher, family: _family, payerName: _payer, payments: _payments, ...rest } = commission();
  return {
    ...rest,
    request: { class: '10', subjects: ['Maths', 'Science'] },
    payments: [{ ...payment(), reversed: false }].map(({ recordedBy: _by, reversal: _reversal, ...each }) => each),
    refunds: [],
    paid: 100_000,
    outstanding: 200_000,
    status: 'partlyPaid',
    ...over,
  };
};
