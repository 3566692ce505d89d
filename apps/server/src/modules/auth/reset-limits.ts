// The limits of forgotten-password requests (issue 30): per account and per address, each per hour,
// in the shared counters (lib/shared-counters.ts) so every instance on the database counts together.
// A request over a limit is answered as any other (202), it only sends nothing.
import type { SessionRole } from '@gharguru/contract';
import type { AppConfig } from '../../config.js';
import type { SharedCounters } from '../../lib/shared-counters.js';
import { secretHash } from '../../lib/one-time-secrets.js';

const HOUR_MS = 60 * 60 * 1000;

export interface ResetAttempt {
  role: SessionRole;
  email: string;
  address: string;
}

/** True when the request may send; both counters count every request, known account or not. */
export type ResetLimits = (attempt: ResetAttempt) => Promise<boolean>;

/** `limits` is read at each request (the route catalog of the fuzz suite registers routes without a config). */
export function createResetLimits(counters: SharedCounters, config: () => AppConfig['rateLimit']): ResetLimits {
  return async ({ role, email, address }) => {
    const limits = config();
    if (!limits.enabled) return true;
    // Keys hold neither the e-mail nor the address in clear (as the sign-in limits' keys).
    const [account, fromAddress] = await Promise.all([
      counters.hit(`reset-account:${secretHash(role, email.toLowerCase())}`, HOUR_MS),
      counters.hit(`reset-address:${secretHash(address)}`, HOUR_MS),
    ]);
    return (
      account.hits <= limits.passwordResetsPerAccountPerHour &&
      fromAddress.hits <= limits.passwordResetsPerAddressPerHour
    );
  };
}
