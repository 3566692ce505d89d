// i18next set up once for the app: English bundled (the prerendered language), Nepali loaded on demand.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../storage-keys';
import { en } from './en';
import { enStaff } from './en-staff';

export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: { ...en, ...enStaff } } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

let nepaliMessages: Readonly<Record<string, string>> = {};

async function ensureNepali() {
  if (i18n.hasResourceBundle('ne', 'translation')) return;
  const [module, staff] = await Promise.all([import('./ne'), import('./ne-staff')]);
  nepaliMessages = { ...module.neMessages, ...staff.neStaffMessages };
  i18n.addResourceBundle('ne', 'translation', { ...module.ne, ...staff.neStaff }, true, true);
}

export function storedLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  return window.localStorage.getItem(LANGUAGE_STORAGE_KEY) === 'ne' ? 'ne' : 'en';
}

/** Switches the language, remembers it on this device and sets <html lang>. */
export async function setLanguage(language: Language, { remember = true } = {}) {
  if (language === 'ne') await ensureNepali();
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (remember && typeof window !== 'undefined') window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/**
 * Validation and server messages are the spec's English texts; in Nepali mode they are shown
 * through a map keyed by the English text (unknown texts stay as they are).
 */
export function translateMessage(message: string, language: string): string {
  if (language !== 'ne') return message;
  return nepaliMessages[message] ?? message;
}
