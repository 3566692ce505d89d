// The language switch without the web app's script (issue 31, decision 052): the switch is a small
// GET form, `/language?language=ne&next=/tutors?class=5`; the answer stores the choice in the language
// cookie (as the script does, decision 019) and sends the visitor back to `next`, the page they were
// on, which the server then sends in that language. (Not the Referer: the site sends none.)
import { LANGUAGE_COOKIE, LANGUAGE_SWITCH_PATH } from '@gharguru/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const LANGUAGES = new Set(['en', 'ne']);
const ONE_YEAR = 365 * 24 * 60 * 60;

/** `next` when it is a path of this site (`/tutors?class=5`), else the home page: never another site. */
export function backTo(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.length > 2000) return '/';
  // `//host` and `/\host` are other sites to a browser; control characters have no place in a path.
  if (/^\/[/\\]/.test(next) || [...next].some((char) => char < ' ' || char === '\u007f')) return '/';
  // The switch's own address would answer itself again.
  if (next === LANGUAGE_SWITCH_PATH || next.startsWith(`${LANGUAGE_SWITCH_PATH}?`)) return '/';
  return next;
}

export const languageSwitchPlugin = fp(
  async (app: FastifyInstance) => {
    app.get<{ Querystring: { language?: unknown; next?: unknown } }>(
      LANGUAGE_SWITCH_PATH,
      { schema: { hide: true } },
      (request, reply) => {
        const { language } = request.query;
        if (typeof language === 'string' && LANGUAGES.has(language)) {
          reply.header('Set-Cookie', `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`);
        }
        // 303: the browser follows with a GET of the page; nothing here is cached.
        return reply.header('Cache-Control', 'no-store').redirect(backTo(request.query.next), 303);
      },
    );
  },
  { name: 'language-switch' },
);
