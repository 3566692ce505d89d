// The secrets of forgotten-password links and SMS codes (issue 30): made with node:crypto's CSPRNG,
// stored only as SHA-256 hashes, compared in constant time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A link's token: 256 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit SMS code, every value equally likely. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * SHA-256 of the parts. A token's 256 bits need no slow hash; a code is hashed with the row's id so
 * equal codes of two rows differ (its 6 digits rest on the tries limit, not on the hash).
 */
export function secretHash(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

export function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(computed);
  return a.length === b.length && timingSafeEqual(a, b);
}
