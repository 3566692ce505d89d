// Digits as people type them in Nepal: a Nepali keyboard gives Devanagari digits (९८५१२३४५६७), a
// phone's wide keyboard full-width ones (９８…), an Arabic one Arabic-Indic (٩٨…). Every numeric
// field (mobile, fee, price, class, request code, SMS code) reads them as the ASCII digits they are,
// on the server and in the forms alike, before its checks; what is stored holds ASCII digits only
// (issue 33).

/** The zero of each digit block we read; each block's ten digits follow its zero. */
const ZEROS = [
  0x0966, // Devanagari ०
  0xff10, // full-width ０
  0x0660, // Arabic-Indic ٠
  0x06f0, // Extended Arabic-Indic (Persian, Urdu) ۰
] as const;

const OTHER_DIGIT = /[०-९０-９٠-٩۰-۹]/g;

function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  for (const zero of ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  return digit;
}

/** `value` with every Devanagari, full-width and Arabic-Indic digit written as its ASCII digit. */
export function asciiDigits(value: string): string {
  return value.replace(OTHER_DIGIT, asciiDigit);
}

/** The same for a value that may not be text (a form's or a body's field before its checks). */
export function asciiDigitsOf(value: unknown): unknown {
  return typeof value === 'string' ? asciiDigits(value) : value;
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** The other way, for a Nepali page: `2083` -> `२०८३`; every other character stays. */
export function devanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}
