// Plural forms and `{{name}}` templates of texts. No Zod here: the web app's entry chunk (every page)
// imports these, and a module that builds schemas would bring all of Zod with it (issue 12).
import type { MessageText, ParamValues } from './message-format.js';

const pluralRules = new Map<string, Intl.PluralRules>();
/**
 * `Intl.PluralRules` category of `count` in `language` ("one", "other", ...), rules kept per language.
 * English and Nepali have the same two (CLDR: "one" for 1 and -1, "other" for every other number),
 * chosen here without Intl: the first Intl object a page builds costs tens of ms of CPU (ICU's data),
 * a long task on a slow phone (issue 12). plural.test.ts compares the two with Intl.
 */
export function pluralCategory(language: string, count: number): string {
  if (language === 'en' || language === 'ne') return count === 1 || count === -1 ? 'one' : 'other';
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The form of a text for `params.count` in `language` (a plain string is its own form). */
export function pluralForm(text: MessageText, language: string, params?: ParamValues): string {
  if (typeof text === 'string') return text;
  const category = pluralCategory(language, Number(params?.count ?? 0));
  return category === 'one' ? text.one : text.other;
}

/**
 * A whole number with its digits grouped as Nepal writes them (issue 33): `4500` -> `4,500`,
 * `150000` -> `1,50,000` (the last three digits, then groups of two). Anything else as `String` writes it.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return String(value);
  const digits = String(value);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Fills `{{name}}` from params; numbers go through `formatNumber` (Devanagari digits in Nepali). */
export function fillTemplate(
  template: string,
  params: ParamValues | undefined,
  formatNumber: (value: number) => string = String,
): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = params[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}
