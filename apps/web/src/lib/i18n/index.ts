// The app's i18n: English bundled except the signed-in screens' texts, which come with the first
// admin or teacher route; Nepali loaded on demand. The current language lives in a tiny store read
// with useSyncExternalStore, so switching re-renders every translated component. Pages come from
// the server in English or नेपाली (docs/decisions/019-language-negotiation.md): the renderer sets
// the language before rendering, the browser loads the page's language (<html lang>) before it
// hydrates, and the server snapshot is the current language, so hydration is exact
// (docs/decisions/001-prerendering.md, 004-in-house-i18n.md).
import { LANGUAGE_COOKIE } from '@gharguru/contract';
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

let current: Language = 'en';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentLanguage = () => current;

let nepaliMessage: ((text: ServerText) => string) | undefined;
let nepaliCatalog: Catalog | undefined;
let nepaliLoading: Promise<void> | undefined;
let staffLoading: Promise<void> | undefined;
let nepaliStaffLoading: Promise<void> | undefined;

/** Retries a failed download (offline) on the next call instead of keeping the failure. */
function retryable(loading: Promise<void>, forget: () => void): Promise<void> {
  return loading.catch((error: unknown) => {
    forget();
    throw error;
  });
}

/** The public pages' Nepali texts: what a Nepali visitor downloads before the page hydrates. */
function ensureNepaliPublic(): Promise<void> {
  nepaliLoading ??= Promise.all([
    import('./ne'),
    import('./ne-messages'),
    import('./ne-directory'),
    import('./ne-privacy'),
  ]).then(([module, messages, directory, privacy]) => {
    nepaliMessage = messages.nepaliMessage;
    nepaliCatalog = addTexts(addTexts(addTexts(new Map(), module.ne), directory.neDirectory), privacy.nePrivacy);
    translators.set('ne', { t: createT('ne', nepaliCatalog, english), i18n: { language: 'ne' } });
  });
  return retryable(nepaliLoading, () => {
    nepaliLoading = undefined;
  });
}

/** The admin and teacher screens' Nepali texts (ne-staff.ts), only where those screens are. */
function ensureNepaliStaff(): Promise<void> {
  return ensureNepaliPublic().then(() => {
    nepaliStaffLoading ??= Promise.all([
      import('./ne-staff'),
      import('./ne-books-messages'),
      import('./ne-messages'),
    ]).then(([{ neStaff }, { neBooksMessages }, { addNepaliStaffMessages }]) => {
      if (nepaliCatalog) addTexts(nepaliCatalog, neStaff);
      addNepaliStaffMessages(neBooksMessages);
    });
    return retryable(nepaliStaffLoading, () => {
      nepaliStaffLoading = undefined;
    });
  });
}

/** Nepali for what has been loaded so far: the staff texts too once a guarded route asked for them. */
const ensureNepali = (): Promise<void> =>
  ensureNepaliPublic().then(() => (staffLoading ? ensureNepaliStaff() : undefined));

/**
 * The English texts of the admin and teacher screens (en-staff.ts), kept out of the public pages'
 * bundle, and their Nepali ones when Nepali is in use. The guarded routes await this before
 * rendering (app/routes.tsx).
 */
export function loadStaffTexts(): Promise<void> {
  staffLoading ??= import('./en-staff').then(({ enStaff }) => {
    addTexts(english, enStaff);
  });
  return Promise.all([
    retryable(staffLoading, () => {
      staffLoading = undefined;
    }),
    // Nepali asked for (a Nepali page booting, or chosen): its staff texts come before the screen.
    nepaliLoading ? ensureNepaliStaff() : undefined,
  ]).then(() => undefined);
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
  // The server snapshot is the current language too: the page's, set before rendering or hydrating.
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  // The Nepali translator exists whenever the language is 'ne' (the switch waits for its texts).
  return translators.get(language) ?? englishTranslator;
}

/** The language chosen on this device, if any. */
export function storedLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return stored === 'ne' || stored === 'en' ? stored : undefined;
}

/** The language the server sent the page in (its <html lang>). */
export const pageLanguage = (): Language =>
  typeof document !== 'undefined' && document.documentElement.lang === 'ne' ? 'ne' : 'en';

function apply(language: Language) {
  if (current !== language) {
    current = language;
    for (const listener of listeners) listener();
  }
}

/**
 * Switches the language and sets <html lang>; `remember` keeps the choice on this device and in a
 * cookie, so the server sends the next page in it.
 */
export async function setLanguage(language: Language, { remember = true } = {}) {
  if (language === 'ne') await ensureNepali();
  apply(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  if (remember) {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and value; the Cookie Store API is not in every browser
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}

/** Loads a language's texts (server rendering: before `renderIn`). */
export const loadLanguage = (language: Language): Promise<void> =>
  language === 'ne' ? ensureNepali() : Promise.resolve();

/**
 * Server rendering only: makes `language` current at once, with no await between this and the
 * synchronous render that follows, so renders in different languages never mix. Returns its `t`.
 */
export function renderIn(language: Language): TFunction {
  const translator = translators.get(language);
  if (!translator) throw new Error(`the ${language} texts are not loaded: await loadLanguage() first`);
  apply(language);
  return translator.t;
}

/**
 * A server answer (`{ message, code, params }`, an ApiError) or a validation message in the reader's
 * language. English mode shows the English text as it came (the wording of requirements §5, kept out of the
 * first bundle); Nepali mode translates by `code`, or by the key of a schema's English text, and
 * shows an unknown text as it is.
 */
export function translateMessage(text: ServerText, language: string): string {
  if (language === 'ne' && nepaliMessage) return nepaliMessage(text);
  return englishText(text);
}
