// What a text field takes, as plain data, and the content checks every text field runs after its
// lengths; `text()` of text.ts builds a field's schema from them.
import { MSG } from './messages.js';

export interface TextLimit {
  length: number;
  message: string;
}

/**
 * Which characters a field takes: one line (no control character at all), several lines (tab, line
 * feed and carriage return too), or any character, for a password that is only ever compared with
 * a stored hash: refusing characters there would lock out an account whose password was accepted
 * before.
 */
export type TextCharacters = 'single-line' | 'multi-line' | 'any';

export interface TextRules {
  /** The message for a missing, non-string or blank value; without it a blank value is valid. */
  required?: string;
  min?: TextLimit;
  max?: TextLimit;
  characters?: TextCharacters;
  /** Checked last, on a value of allowed length and characters; must be linear in its length. */
  format?: { valid: (value: string) => boolean; message: string };
  /** Surrounding white space is dropped unless false (passwords keep every character). */
  trim?: boolean;
  lowercase?: boolean;
  /** A numeric field: Devanagari, full-width and Arabic-Indic digits are read as ASCII (digits.ts). */
  digits?: boolean;
}

const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/** C0 controls, DEL and C1 controls (Unicode category Cc). PostgreSQL refuses U+0000 in text. */
function isControlCharacter(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

export function hasControlCharacters(value: string, characters: TextCharacters = 'single-line'): boolean {
  if (characters === 'any') return false;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isControlCharacter(code) && !(characters === 'multi-line' && LINE_BREAKS_AND_TAB.has(code))) return true;
  }
  return false;
}

/** The message of the first character or format rule `value` breaks, or undefined. */
export function brokenContentRule(value: string, rules: TextRules): string | undefined {
  if (hasControlCharacters(value, rules.characters)) return MSG.controlCharacters;
  if (rules.format && !rules.format.valid(value)) return rules.format.message;
  return undefined;
}
