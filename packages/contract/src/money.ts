// Money as whole paisa (issue 29): 1 rupee = 100 paisa, always an integer, never a float. A form
// takes rupees as text ("4,500.50") and `parseRupees` turns it into paisa with string operations
// only; `formatRupees` and `amountInWords` write paisa back for people (Indian grouping: 1,00,000).
// Zod-free, so the receipt page and the server's CSV use it without the schemas.

import { asciiDigits, devanagariDigits } from './digits.js';

export const PAISA_PER_RUPEE = 100;
/** The largest amount of one charge, payment or refund: Rs. 1,00,00,000 (one crore). */
export const MONEY_MAX_PAISA = 1_000_000_000;

export type MoneyLanguage = 'en' | 'ne';

const RUPEES_PATTERN = /^(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Rupees as typed ("4500", "4,500", "4,500.5", "1,00,000.25", Devanagari digits, an optional
 * "Rs."/"रु." before) as whole paisa, or null when it is not such an amount. Commas must sit
 * where Indian or international grouping puts them. No floating point: digits are joined as text.
 */
export function parseRupees(typed: string): number | null {
  const cleaned = asciiDigits(typed.trim())
    .replace(/^(rs\.?|npr|रु\.?)\s*/i, '')
    .trim();
  const match = RUPEES_PATTERN.exec(cleaned);
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (whole.length > 12) return null;
  return Number(whole) * PAISA_PER_RUPEE + Number(fraction);
}

/** `450000` -> `4,500` (Indian grouping of the rupees; ".50" only when there are paisa). */
function groupedRupees(paisa: number): string {
  const digits = String(Math.abs(paisa)).padStart(3, '0');
  const rupees = digits.slice(0, -2);
  const cents = digits.slice(-2);
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return `${paisa < 0 ? '-' : ''}${grouped}${cents === '00' ? '' : `.${cents}`}`;
}

/** `450000` -> "Rs. 4,500" / "रु. ४,५००"; `450050` -> "Rs. 4,500.50". Negative amounts keep their sign. */
export function formatRupees(paisa: number, language: MoneyLanguage = 'en'): string {
  const grouped = groupedRupees(paisa);
  return language === 'ne' ? `रु. ${devanagariDigits(grouped)}` : `Rs. ${grouped}`;
}

/** `450000` -> "4500.00": plain rupees with two decimals, for a spreadsheet cell. */
export function rupeesDecimal(paisa: number): string {
  const digits = String(Math.abs(paisa)).padStart(3, '0');
  return `${paisa < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

// ---- Amount in words ----------------------------------------------------------------------------

const EN_ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Nepali has its own word for every number below 100 (they are not built from tens and ones). */
const NE_BELOW_100 = [
  'शून्य',
  'एक',
  'दुई',
  'तीन',
  'चार',
  'पाँच',
  'छ',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'एघार',
  'बाह्र',
  'तेह्र',
  'चौध',
  'पन्ध्र',
  'सोह्र',
  'सत्र',
  'अठार',
  'उन्नाइस',
  'बीस',
  'एक्काइस',
  'बाइस',
  'तेइस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताइस',
  'अट्ठाइस',
  'उनन्तीस',
  'तीस',
  'एकतीस',
  'बत्तीस',
  'तेत्तीस',
  'चौँतीस',
  'पैँतीस',
  'छत्तीस',
  'सैँतीस',
  'अठतीस',
  'उनन्चालीस',
  'चालीस',
  'एकचालीस',
  'बयालीस',
  'त्रिचालीस',
  'चवालीस',
  'पैँतालीस',
  'छयालीस',
  'सतचालीस',
  'अठचालीस',
  'उनन्चास',
  'पचास',
  'एकाउन्न',
  'बाउन्न',
  'त्रिपन्न',
  'चउन्न',
  'पचपन्न',
  'छपन्न',
  'सन्ताउन्न',
  'अन्ठाउन्न',
  'उनन्साठी',
  'साठी',
  'एकसट्ठी',
  'बयसट्ठी',
  'त्रिसट्ठी',
  'चौसट्ठी',
  'पैँसट्ठी',
  'छयसट्ठी',
  'सतसट्ठी',
  'अठसट्ठी',
  'उनन्सत्तरी',
  'सत्तरी',
  'एकहत्तर',
  'बहत्तर',
  'त्रिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छयहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'असी',
  'एकासी',
  'बयासी',
  'त्रियासी',
  'चौरासी',
  'पचासी',
  'छयासी',
  'सतासी',
  'अठासी',
  'उनान्नब्बे',
  'नब्बे',
  'एकानब्बे',
  'बयानब्बे',
  'त्रियानब्बे',
  'चौरानब्बे',
  'पन्चानब्बे',
  'छयानब्बे',
  'सन्तानब्बे',
  'अन्ठानब्बे',
  'उनान्सय',
];

/** Indian scales, largest first: crore (1,00,00,000), lakh (1,00,000), thousand, hundred. */
const SCALES = [
  { size: 10_000_000, en: 'crore', ne: 'करोड' },
  { size: 100_000, en: 'lakh', ne: 'लाख' },
  { size: 1_000, en: 'thousand', ne: 'हजार' },
  { size: 100, en: 'hundred', ne: 'सय' },
] as const;

function belowHundred(value: number, language: MoneyLanguage): string {
  if (language === 'ne') return NE_BELOW_100[value] ?? '';
  if (value < 20) return EN_ONES[value] ?? '';
  const ones = value % 10;
  const tens = EN_TENS[(value - ones) / 10] ?? '';
  return ones === 0 ? tens : `${tens}-${EN_ONES[ones]}`;
}

/** A whole number in words with Indian grouping: 4500 -> "four thousand five hundred" / "चार हजार पाँच सय". */
export function numberInWords(value: number, language: MoneyLanguage): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole amount: ${value}`);
  if (value === 0) return belowHundred(0, language);
  const words: string[] = [];
  let rest = value;
  for (const scale of SCALES) {
    if (rest < scale.size) continue;
    const count = (rest - (rest % scale.size)) / scale.size;
    rest %= scale.size;
    // Above 99 crore the count of crores is itself written in words ("one hundred crore").
    words.push(count < 100 ? belowHundred(count, language) : numberInWords(count, language), scale[language]);
  }
  if (rest > 0) words.push(belowHundred(rest, language));
  return words.join(' ');
}

/**
 * An amount in words as a receipt writes it: `450000` -> "four thousand five hundred rupees" /
 * "चार हजार पाँच सय रुपैयाँ"; paisa are added when there are any ("… rupees and fifty paisa",
 * "… रुपैयाँ पचास पैसा").
 */
export function amountInWords(paisa: number, language: MoneyLanguage): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`Not an amount in paisa: ${paisa}`);
  const rest = paisa % PAISA_PER_RUPEE;
  const rupees = (paisa - rest) / PAISA_PER_RUPEE;
  if (language === 'ne') {
    const rupeeWords = `${numberInWords(rupees, 'ne')} रुपैयाँ`;
    return rest === 0 ? rupeeWords : `${rupeeWords} ${numberInWords(rest, 'ne')} पैसा`;
  }
  const rupeeWords = `${numberInWords(rupees, 'en')} ${rupees === 1 ? 'rupee' : 'rupees'}`;
  return rest === 0 ? rupeeWords : `${rupeeWords} and ${numberInWords(rest, 'en')} paisa`;
}
