// The reader's language on the wire (docs/decisions/019-language-negotiation.md): the web app keeps
// the visitor's choice in this cookie as well as in local storage, and the server sends pages in the
// cookie's language, else in the first of English or नेपाली the browser's Accept-Language names.
export const LANGUAGE_COOKIE = 'gg_lang';

/**
 * Where the language switch sends its form before the web app's script has run (issue 31):
 * `GET /language?language=ne` stores the choice in the cookie and sends the visitor back to the page
 * they were on (their browser's Referer), now in that language.
 */
export const LANGUAGE_SWITCH_PATH = '/language';
