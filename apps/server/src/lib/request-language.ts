// The language a caller reads: the web app sends its chosen language as Accept-Language ("ne" or
// "en"); browsers send their own list. नेपाली when Nepali comes before English, English otherwise.
// Pages also look at the visitor's choice in the web app, kept in a cookie (decision 019).
import { LANGUAGE_COOKIE, type NotificationLanguage } from '@gharguru/contract';
import type { FastifyRequest } from 'fastify';

/** The first of English or नेपाली the header names, or undefined when it names neither. */
export function statedLanguageOf(header: string | string[] | undefined): NotificationLanguage | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'ne' || tag.startsWith('ne-') || tag === 'npi') return 'ne';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return undefined;
}

export function languageOf(header: string | string[] | undefined): NotificationLanguage {
  return statedLanguageOf(header) ?? 'en';
}

export function requestLanguage(request: FastifyRequest): NotificationLanguage {
  return languageOf(request.headers['accept-language']);
}

/** The caller's language only when they named one (what an account keeps as its setting). */
export function statedRequestLanguage(request: FastifyRequest): NotificationLanguage | undefined {
  return statedLanguageOf(request.headers['accept-language']);
}

const CHOSEN = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=(en|ne)\\s*(?:;|$)`);

/** The language the visitor chose in the web app (the `gg_lang` cookie), if any. */
export function chosenLanguageOf(cookie: string | undefined): NotificationLanguage | undefined {
  return CHOSEN.exec(cookie ?? '')?.[1] as NotificationLanguage | undefined;
}

/**
 * The language a page is sent in (decision 019): the visitor's choice (cookie), else the first of
 * English or नेपाली the browser asks for (Accept-Language, by q-value), else English. A page that
 * depends on these sends `Vary: Cookie, Accept-Language` (PAGE_VARY).
 */
export function pageLanguage(request: FastifyRequest): NotificationLanguage {
  return chosenLanguageOf(request.headers.cookie) ?? requestLanguage(request);
}

/** What a page in the visitor's language varies by (precompressed files by encoding as well). */
export const PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';
