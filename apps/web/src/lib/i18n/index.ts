// The app's i18n: English bundled (the prerendered language) except the signed-in screens' texts,
// which come with the first admin or teacher route; Nepali loaded on demand. The current
// language lives in a tiny store read with useSyncExternalStore, so switching re-renders every
// translated component; the server snapshot is always English, which keeps hydration exact
// (docs/decisions/001-prerendering.md, 004-in-house-i18n.md).
import { useSyncExternalStore } from 'react';
import { LANGUAGE_STORAGE_KEY } from '../storage-keys';
import { en } from './en';
import { type ServerText, englishText } from './server-text';
import { type Catalog, type TFunction, addTexts, createT } from './translate';

export type { TFunction, TranslationKey } from './translate';
export type { ServerText } from './server-text';

export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

type Translator = { t: TFunction; i18n: { language: Language } };

const english = addTexts(new Map(), en);
const englishTranslator: Translator = { t: createT('en', english, english), i18n: { language: 'en' } };
// One stable object per language, so `t` only changes identity when the language does.
const translators = new Map<Language, Translator>([['en', englishTranslator]]);

/** English `t` outside React: the server-rendered pages' head (title, description), always English. */
export const englishT: TFunction = englishTranslator.t;

let current: Language = 'en';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentLanguage = () => current;
const serverLanguage = (): Language => 'en';

let nepaliMessage: ((text: ServerText) => string) | undefined;
let nepaliLoading: Promise<void> | undefined;

function ensureNepali(): Promise<void> {
  nepaliLoading ??= Promise.all([
    import('./ne'),
    import('./ne-staff'),
    import('./ne-messages'),
    import('./ne-directory'),
    import('./ne-privacy'),
  ]).then(([module, staff, messages, directory, privacy]) => {
    nepaliMessage = messages.nepaliMessage;
    const catalog: Catalog = addTexts(
      addTexts(addTexts(addTexts(new Map(), module.ne), staff.neStaff), directory.neDirectory),
      privacy.nePrivacy,
    );
    translators.set('ne', { t: createT('ne', catalog, english), i18n: { language: 'ne' } });
  });
  // A failed download (offline) may be retried by the next switch.
  return nepaliLoading.catch((error: unknown) => {
    nepaliLoading = undefined;
    throw error;
  });
}

let staffLoading: Promise<void> | undefined;

/**
 * The English texts of the admin and teacher screens (en-staff.ts), kept out of the public pages'
 * bundle. The guarded routes await this before rendering (app/routes.tsx).
 */
export function loadStaffTexts(): Promise<void> {
  staffLoading ??= import('./en-staff').then(({ enStaff }) => {
    addTexts(english, enStaff);
  });
  return staffLoading.catch((error: unknown) => {
    staffLoading = undefined;
    throw error;
  });
}

/**
 * English texts a lazily loaded public page brings in its own chunk (en-directory.ts): the page
 * module calls this when it is imported, before anything renders. Adding the same texts twice is harmless.
 */
export function registerPageTexts(texts: Parameters<typeof addTexts>[1]): void {
  addTexts(english, texts);
}

/** `t` and the current language, with the call shape of react-i18next's hook. */
export function useTranslation(): Translator {
  const language = useSyncExternalStore(subscribe, currentLanguage, serverLanguage);
  // The Nepali translator exists whenever the language is 'ne' (the switch waits for its texts).
  return translators.get(language) ?? englishTranslator;
}

export function storedLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  return window.localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'ne' ? 'ne' : 'en';
}

/** Switches the language, remembers it on this device and sets <html lang>. */
export async function setLanguage(language: Language, { remember = true } = {}) {
  if (language === 'ne') await ensureNepali();
  if (current !== language) {
    current = language;
    for (const listener of listeners) listener();
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (remember && typeof window !== 'undefined') window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/**
 * A server answer (`{ message, code, params }`, an ApiError) or a validation message in the reader's
 * language. English mode shows the English text as it came (the spec's wording, kept out of the
 * first bundle); Nepali mode translates by `code`, or by the key of a schema's English text, and
 * shows an unknown text as it is.
 */
export function translateMessage(text: ServerText, language: string): string {
  if (language === 'ne' && nepaliMessage) return nepaliMessage(text);
  return englishText(text);
}
