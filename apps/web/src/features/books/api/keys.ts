// Query keys of the agency's books (issue 29). Each is a prefix: a payment, reversal or refund
// invalidates `all`, so every list, report and charge on screen is read again.
export const booksKeys = {
  all: ['books'] as const,
  feeRules: ['books', 'fee-rules'] as const,
  matchCharges: (matchId: string) => ['books', 'match-charges', matchId] as const,
  dues: ['books', 'dues'] as const,
  payments: ['books', 'payments'] as const,
  refunds: ['books', 'refunds'] as const,
  report: (month: string) => ['books', 'report', month] as const,
  series: ['books', 'series'] as const,
  receipt: (role: 'admin' | 'teacher', paymentId: string) => ['books', 'receipt', role, paymentId] as const,
  teacherCharges: ['books', 'teacher-charges'] as const,
};
