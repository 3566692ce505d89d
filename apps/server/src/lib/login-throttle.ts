// Counts failed sign-ins per e-mail (DESIGN.md decision 7): after `maxFailures` in `windowMs` that
// e-mail is refused until the window passes, while other users behind the same address sign in.
// Kept in memory: with several API instances each counts its own share.

export interface LoginThrottle {
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export function createLoginThrottle(options: {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}): LoginThrottle {
  const now = options.now ?? Date.now;
  const failures = new Map<string, { count: number; windowEnds: number }>();

  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && entry.windowEnds <= now()) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    isBlocked: (key) => (current(key)?.count ?? 0) >= options.maxFailures,
    recordFailure(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, windowEnds: now() + options.windowMs });
      // Bound the memory an attacker can make us hold.
      if (failures.size > 100_000) failures.delete(failures.keys().next().value as string);
    },
    reset: (key) => void failures.delete(key),
  };
}
