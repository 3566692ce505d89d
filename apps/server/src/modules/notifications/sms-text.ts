// How many SMS a text costs. A text made only of the GSM 03.38 alphabet travels as GSM-7: 160
// characters in one SMS, 153 per part when split (the rest carries the joining header); the
// extension characters (^{}\[~]|€) take two. Anything else, नेपाली included, travels as UCS-2:
// 70 characters in one SMS, 67 per part, counted in UTF-16 units.

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  units: number;
  segments: number;
}

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
};

function gsmUnits(text: string): number | undefined {
  let units = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) units += 1;
    else if (GSM_EXTENSION.has(char)) units += 2;
    else return undefined;
  }
  return units;
}

export function smsSize(text: string): SmsSize {
  const gsm = gsmUnits(text);
  const encoding: SmsEncoding = gsm === undefined ? 'ucs2' : 'gsm7';
  const units = gsm ?? text.length;
  const { single, part } = LIMITS[encoding];
  return { encoding, units, segments: units <= single ? 1 : Math.ceil(units / part) };
}

/**
 * The text cut, at a word where possible and marked with "…", so it fits in `maxSegments`. The
 * templates keep their texts short; this only guards against long names and places.
 */
export function fitSms(text: string, maxSegments = 2): string {
  if (smsSize(text).segments <= maxSegments) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  // The longest prefix that still fits with the ellipsis (which turns the text into UCS-2 anyway).
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (smsSize(`${chars.slice(0, mid).join('')}…`).segments <= maxSegments) low = mid;
    else high = mid - 1;
  }
  const cut = chars.slice(0, low).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > cut.length * 0.8 ? atWord : cut).trimEnd()}…`;
}
