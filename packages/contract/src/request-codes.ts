// Request codes: what a family writes down after a request and reads out over the phone.
// `GG-` then six letters from an alphabet without 0/O and 1/I, so nothing is misheard or misread.

import { asciiDigits } from './digits.js';

export const REQUEST_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REQUEST_CODE_PATTERN = /^GG-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/;

/** The code as a family types it: lower case, spaces, a missing "GG-" or missing dashes are forgiven. */
export function normalizeRequestCode(text: string): string {
  const letters = asciiDigits(text)
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
  const body = letters.startsWith('GG') && letters.length === 8 ? letters.slice(2) : letters;
  return body.length === 6 ? `GG-${body.slice(0, 4)}-${body.slice(4)}` : text.trim().toUpperCase();
}

/** Builds a code from six alphabet indexes (0..31); the server passes random ones. */
export function requestCodeFrom(indexes: readonly number[]): string {
  const letters = indexes.map((index) => REQUEST_CODE_ALPHABET[index & 31]).join('');
  return `GG-${letters.slice(0, 4)}-${letters.slice(4, 6)}`;
}

/** 32^6 = 2^30 codes; multiplying by an odd number modulo 2^30 maps 0..2^30-1 one-to-one onto itself. */
const CODE_SPACE = 2 ** 30;
const SCRAMBLE = 387_420_489;

/**
 * The n-th code of a one-to-one, unordered-looking sequence: the same mapping the directory
 * migration used for the requests it found, and what seeds use to fill many rows without a clash.
 */
export function sequentialRequestCode(n: number): string {
  const value = Number((BigInt(n) * BigInt(SCRAMBLE)) % BigInt(CODE_SPACE));
  return requestCodeFrom([25, 20, 15, 10, 5, 0].map((shift) => Math.floor(value / 2 ** shift) & 31));
}
