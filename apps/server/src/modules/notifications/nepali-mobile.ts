// Nepali mobile numbers as the SMS gateways take them: ten digits starting with 9 (98XXXXXXXX,
// 97XXXXXXXX, 96XXXXXXXX), without +977, spaces or dashes; Devanagari, full-width and Arabic-Indic
// digits are read too (the contract's one normaliser).

import { asciiDigits } from '@gharguru/contract';

/** The ten-digit number, or undefined when the value is not a Nepali mobile number. */
export function normaliseNepaliMobile(value: string): string | undefined {
  let digits = asciiDigits(value).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('00977')) digits = digits.slice(5);
  else if (digits.startsWith('977') && digits.length === 13) digits = digits.slice(3);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^9[678]\d{8}$/.test(digits) ? digits : undefined;
}
