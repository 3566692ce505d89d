// Numbers as the reader's language writes them. Browsers ship Nepali locale data unevenly
// (Chromium on Debian falls back to English), so Devanagari digits are written here rather than
// left to Intl.
import { devanagariDigits } from '@gharguru/contract';

/** `2026` -> `२०२६`; every other character stays (the contract's, shared with the server's texts). */
export const nepaliDigits = devanagariDigits;

/** A number inside a text: Devanagari digits in Nepali, as written otherwise (no grouping: years, pages). */
export function formatNumber(language: string, value: number): string {
  return language === 'ne' ? nepaliDigits(String(value)) : String(value);
}
