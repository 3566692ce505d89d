// When a failed message is tried again: exponential back-off with jitter (AWS's "equal jitter": a
// random wait between half and all of the exponential step, so messages and instances that failed
// together do not retry together), and no more tries once the message is a day old.

export const FIRST_RETRY_MS = 30_000;
export const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** The wait before try number `attempts + 1`, after `attempts` failed tries. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** The next try's time, or undefined when the message has been failing for a day. */
export function nextAttemptAt(
  { attempts, createdAt }: { attempts: number; createdAt: Date },
  now: Date,
  random: () => number = Math.random,
): Date | undefined {
  const at = new Date(now.getTime() + retryDelayMs(attempts, random));
  return at.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? undefined : at;
}
