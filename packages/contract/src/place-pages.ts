// City and city-and-subject pages (/tutors/in/:city, /tutors/in/:city/:subject; issue 32): which
// exist and how their addresses are written. A page exists only with enough listed offers behind
// it, so a search engine never finds a thin page.
import { SUBJECT_SYNONYMS } from './subjects.js';

export const PLACE_PAGE_MIN_OFFERS = 3;

/** `Lalitpur` -> `lalitpur`, `New Baneshwor` -> `new-baneshwor`; a subject key likewise (`optional-maths`). */
export function placeSlug(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Whether `slug` is the slug of `text` (a city as the facets spell it, or a subject key). */
export function isSlugOf(slug: string, text: string): boolean {
  return placeSlug(text) === slug.toLowerCase();
}

/** A subject key in words: its Nepali spelling on Nepali pages when the key is a known one. */
export function subjectName(key: string, language: 'en' | 'ne'): string {
  const spellings: readonly string[] | undefined = SUBJECT_SYNONYMS[key as keyof typeof SUBJECT_SYNONYMS];
  if (language === 'ne') {
    const nepali = spellings?.find((spelling) => /[\u0900-\u097F]/.test(spelling));
    if (nepali) return nepali;
  }
  return key.charAt(0).toUpperCase() + key.slice(1);
}
