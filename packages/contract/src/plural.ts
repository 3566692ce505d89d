// Plural forms and `{{name}}` templates of texts. No Zod here: the web app's entry chunk (every page)
// imports these, and a module that builds schemas would bring all of Zod with it (issue 12).
import type { MessageText, ParamValues } from './message-format.js';

const pluralRules = new Map<string, Intl.PluralRules>();
/** `Intl.PluralRules` category of `count` in `language` ("one", "other", ...), rules kept per language. */
export function pluralCategory(language: string, count: number): string {
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
