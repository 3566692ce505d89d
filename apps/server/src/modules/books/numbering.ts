// Numbers of charges and receipts (issue 29): one gap-free sequence per series and Nepali fiscal year
// (which starts on 1 Shrawan), taken in the caller's transaction, so a rolled-back charge gives its
// number back. The upsert is one statement: two transactions wanting the next number queue on its row.
import { bookNumber } from '@gharguru/contract';
import { sql } from 'drizzle-orm';
import { bookSequences } from '../../db/schema.js';
import type { DbOrTx } from '../notifications/outbox.js';
import { fiscalYearOf } from './days.js';

export type BookSeries = 'charge' | 'receipt';

/** The next number of `series` in the fiscal year of `day`: `GG-2083/84-0042` or `GG-R-2083/84-0007`. */
export async function nextNumber(tx: DbOrTx, series: BookSeries, prefix: string, day: string): Promise<string> {
  const fiscalYear = fiscalYearOf(day);
  const [row] = await tx
    .insert(bookSequences)
    .values({ series, fiscalYear: fiscalYear.startYear, last: 1 })
    .onConflictDoUpdate({
      target: [bookSequences.series, bookSequences.fiscalYear],
      set: { last: sql`${bookSequences.last} + 1` },
    })
    .returning({ last: bookSequences.last });
  if (!row) throw new Error('the sequence upsert returned no row');
  return bookNumber(prefix, fiscalYear.label, row.last);
}
