// The whole of our i18n engine: nested texts flattened to dotted keys, `{{name}}` interpolation
// (numbers written in the language's digits) and i18next-style plurals (`key_one` / `key_other`,
// chosen by Intl.PluralRules for the language).
import { pluralCategory } from '@gharguru/contract';
import type { en } from './en';
import type { enDirectory } from './en-directory';
import type { enPrivacy } from './en-privacy';
import type { enReviews } from './en-reviews';
import type { enReviewsMore } from './en-reviews-more';
import type { enStaff } from './en-staff';
import { formatNumber } from './numbers';

type Texts = typeof en &
  typeof enStaff &
  typeof enDirectory &
  typeof enPrivacy &
  typeof enReviews &
  typeof enReviewsMore;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Leaf = Leaves<Texts>;
type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;

/** Every key of en.ts and en-staff.ts; a plural key is also reachable by its base (with `count`). */
export type TranslationKey = Leaf | PluralBase<Leaf>;
export type TranslationOptions = Readonly<Record<string, string | number>> & { count?: number };
export type TFunction = (key: TranslationKey, options?: TranslationOptions) => string;

export type Catalog = Map<string, string>;

interface NestedTexts {
  readonly [key: string]: string | NestedTexts;
}

/** Adds nested texts to a catalog as dotted keys (`nav.home`). */
export function addTexts(catalog: Catalog, texts: NestedTexts, prefix = ''): Catalog {
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') catalog.set(prefix + key, value);
    else addTexts(catalog, value, `${prefix}${key}.`);
  }
  return catalog;
}

function valueText(language: string, value: string | number | undefined): string {
  return typeof value === 'number' ? formatNumber(language, value) : String(value);
}

/**
 * Builds the `t` of one language. A key missing from the language falls back to English, then to
 * the key itself (as i18next does); a variable without a value is left as `{{name}}`. A number
 * value is written in the language's digits (२०२६ in Nepali); a text value is shown as given.
 */
export function createT(language: string, catalog: Catalog, fallback: Catalog): TFunction {
  const find = (key: string) => catalog.get(key) ?? fallback.get(key);
  return (key, options) => {
    let text: string | undefined;
    if (typeof options?.count === 'number') {
      text = find(`${key}_${pluralCategory(language, options.count)}`) ?? find(`${key}_other`);
    }
    text ??= find(key) ?? key;
    if (!options) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in options ? valueText(language, options[name]) : match,
    );
  };
}
