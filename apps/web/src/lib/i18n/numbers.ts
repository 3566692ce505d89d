// Numbers as the reader's language writes them. Browsers ship Nepali locale data unevenly
// (Chromium on Debian falls back to English), so Devanagari digits are written here rather than
// left to Intl.
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** `2026` -> `२०२६`; every other character stays. */
export function nepaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}

/** A number inside a text: Devanagari digits in Nepali, as written otherwise (no grouping: years, pages). */
export function formatNumber(language: string, value: number): string {
  return language === 'ne' ? nepaliDigits(String(value)) : String(value);
}
