// When a failed message is tried again: exponential back-off with jitter (AWS's "equal jitter": a
// random wait between half and all of the exponential step, so messages and instances that failed
// together do not retry together). The steps are 30 s, 1, 2, 4 … 256 min, then 6 h; after 13 tries
// (at most 20.5 hours of waiting, about 15 on average) the message is marked failed.

export const FIRST_RETRY_MS = 30_000;
export const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
export const MAX_ATTEMPTS = 13;

/** The wait before try number `attempts + 1`, after `attempts` failed tries. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** The next try's time after `attempts` failed tries, or undefined when it is time to give up. */
export function nextAttemptAt(
  { attempts }: { attempts: number },
  now: Date,
  random: () => number = Math.random,
): Date | undefined {
  return attempts >= MAX_ATTEMPTS ? undefined : new Date(now.getTime() + retryDelayMs(attempts, random));
}
