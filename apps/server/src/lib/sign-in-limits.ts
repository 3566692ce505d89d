// Sign-in limits (requirements DEC-7, docs/decisions/008-sign-in-limits.md), counted in the shared
// database counters so every instance sees the same counts:
// - per account and address pair: after `failuresPerPair` failed attempts in the window that pair is
//   refused (429 with Retry-After) until the window ends; the account's owner elsewhere is not.
// - per account, across addresses: after `slowDownAfter` failures in the window every attempt on the
//   account waits before its password is checked, twice as long with each further failure, up to
//   `maxDelayMs`. Nobody is refused for this: the owner with the right password still gets in.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionRole } from '@gharguru/contract';
import type { SharedCounters } from './shared-counters.js';

export interface SignInAttempt {
  role: SessionRole;
  email: string;
  /** The caller's address (behind TRUST_PROXY, the forwarded one). */
  address: string;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export interface SignInLimits {
  /**
   * Runs one sign-in after the same pair's earlier ones in this process have finished, so `admit`
   * sees their failures: only failures count, yet parallel attempts check no more passwords than
   * the limit (per instance; decision 034).
   */
  inTurn<T>(attempt: SignInAttempt, signIn: () => Promise<T>): Promise<T>;
  /** Before the password is checked: refuses a pair that used up its attempts, holds an attacked account. */
  admit(attempt: SignInAttempt): Promise<Admission>;
  /** The password was wrong (or the account unknown). */
  failed(attempt: SignInAttempt): Promise<void>;
  /** The password was right: the pair's earlier mistakes are forgiven. */
  succeeded(attempt: SignInAttempt): Promise<void>;
}

export interface SignInLimitOptions {
  failuresPerPair: number;
  slowDownAfter: number;
  maxDelayMs: number;
  windowMs: number;
}

/** The first delay of an attacked account; each further failure doubles it. */
const FIRST_DELAY_MS = 250;

/** The delay of an attempt on an account that has `failures` failures in the window. */
export function accountDelayMs(failures: number, options: Pick<SignInLimitOptions, 'slowDownAfter' | 'maxDelayMs'>) {
  if (failures < options.slowDownAfter) return 0;
  const doublings = Math.min(failures - options.slowDownAfter, 20);
  return Math.min(options.maxDelayMs, FIRST_DELAY_MS * 2 ** doublings);
}

/** Counter keys hold no e-mail or address in clear, and have a bounded length whatever was typed. */
function counterKey(kind: 'pair' | 'account', parts: string[]): string {
  return `sign-in-${kind}:${createHash('sha256').update(parts.join('\n')).digest('base64url')}`;
}

const pairKey = ({ role, email, address }: SignInAttempt) => counterKey('pair', [role, email.toLowerCase(), address]);
const accountKey = ({ role, email }: SignInAttempt) => counterKey('account', [role, email.toLowerCase()]);

/** Runs each key's calls one after another, in the order they came; forgets a key once idle. */
function turnTaker() {
  const tails = new Map<string, Promise<unknown>>();
  return async function inTurn<T>(key: string, run: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(run, run);
    const tail = mine.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await mine;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export function createSignInLimits(counters: SharedCounters, options: SignInLimitOptions): SignInLimits {
  const turns = turnTaker();
  return {
    inTurn: (attempt, signIn) => turns(pairKey(attempt), signIn),
    async admit(attempt) {
      // Only failures are counted (`failed`); a success clears the pair's count. The pair's attempts
      // in this process take turns (`inTurn`), so parallel ones see each other's failures.
      const [pair, account] = await Promise.all([counters.read(pairKey(attempt)), counters.read(accountKey(attempt))]);
      if (pair && pair.hits >= options.failuresPerPair) {
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(pair.msLeft / 1000)) };
      }
      const delayMs = accountDelayMs(account?.hits ?? 0, options);
      if (delayMs > 0) await sleep(delayMs);
      return { admitted: true };
    },
    async failed(attempt) {
      await Promise.all([
        counters.hit(pairKey(attempt), options.windowMs),
        counters.hit(accountKey(attempt), options.windowMs),
      ]);
    },
    async succeeded(attempt) {
      await counters.clear(pairKey(attempt));
    },
  };
}

/** RATE_LIMIT_ENABLED=false (benchmarks): no limits and no counter writes. */
export const NO_SIGN_IN_LIMITS: SignInLimits = {
  inTurn: (_attempt, signIn) => signIn(),
  admit: async () => ({ admitted: true }),
  failed: async () => {},
  succeeded: async () => {},
};
