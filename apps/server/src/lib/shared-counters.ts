// Counters in the database (table rate_limit_hits) for the rate limits and the sign-in limits, so
// every instance on one database counts in the same rows (docs/decisions/008-sign-in-limits.md).
// A counter counts hits in a fixed window that starts with its first hit; the database's clock
// decides when a window ends, so instances with drifting clocks still agree.
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';
import { preparedFor } from './prepared.js';

export interface CounterState {
  /** Hits in the current window. */
  hits: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
}

export interface SharedCounters {
  /** Counts one hit and answers the count, atomically across instances. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The count of a window that has not ended, without counting. */
  read(key: string): Promise<CounterState | undefined>;
  /** Forgets a counter (a sign-in that succeeded). */
  clear(key: string): Promise<void>;
  /** Deletes the counters whose window has ended. */
  sweep(): Promise<void>;
}

const msLeft = sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.windowEnds} - now()) * 1000))::int`;
const windowEnded = sql`${rateLimitHits.windowEnds} <= now()`;
const windowEndsIn = sql`now() + make_interval(secs => ${sql.placeholder('windowMs')}::int / 1000.0)`;

/** One statement, so two instances counting the same key at once both see their hit. */
const hitCounter = preparedFor((db) =>
  db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), hits: 1, windowEnds: windowEndsIn })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEnds: sql`case when ${windowEnded} then excluded.window_ends else ${rateLimitHits.windowEnds} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, msLeft })
    .prepare('shared_counter_hit'),
);

const readCounter = preparedFor((db) =>
  db
    .select({ hits: rateLimitHits.hits, msLeft })
    .from(rateLimitHits)
    .where(sql`${rateLimitHits.key} = ${sql.placeholder('key')} and ${rateLimitHits.windowEnds} > now()`)
    .limit(1)
    .prepare('shared_counter_read'),
);

export function createSharedCounters(db: Db): SharedCounters {
  return {
    async hit(key, windowMs) {
      const [row] = await hitCounter(db).execute({ key, windowMs: Math.ceil(windowMs) });
      if (!row) throw new Error('rate_limit_hits upsert returned no row');
      return row;
    },
    async read(key) {
      const [row] = await readCounter(db).execute({ key });
      return row;
    },
    async clear(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },
    async sweep() {
      await db.delete(rateLimitHits).where(lte(rateLimitHits.windowEnds, sql`now()`));
    },
  };
}

/**
 * Sweeps ended windows every `intervalMs` so the table holds only live counters (an attacker's
 * 100,000 e-mails cost rows for one window, and evict nobody's counter). Answers the stop function.
 */
export function sweepPeriodically(counters: SharedCounters, intervalMs: number, onError: (error: unknown) => void) {
  const timer = setInterval(() => {
    counters.sweep().catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
