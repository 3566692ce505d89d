// A notification's texts in the recipient's language, the SMS within two SMS, and the e-mail's
// simple HTML made from the plain text (escaped, one paragraph per blank line, and only the links to
// the site's own address clickable: issue 26).
import type { NotificationKind, NotificationLanguage } from '@gharguru/contract';
import { fitSms } from '../sms-text.js';
import { en } from './en.js';
import { ne } from './ne.js';
import type { NotificationData, RenderedNotification, Templates } from './types.js';

export type { NotificationData, RenderedNotification } from './types.js';

const TEMPLATES: Record<NotificationLanguage, Templates> = { en, ne };

export function renderNotification<K extends NotificationKind>(
  kind: K,
  language: NotificationLanguage,
  data: NotificationData[K],
): RenderedNotification {
  const rendered = TEMPLATES[language][kind](data);
  return rendered.sms === undefined ? rendered : { ...rendered, sms: fitSms(rendered.sms) };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** `publicUrl`: the site's address (PUBLIC_URL); a link anywhere else stays text. */
export function htmlOf(text: string, language: NotificationLanguage, publicUrl: string): string {
  const ours = escapeHtml(`${publicUrl}/`);
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph)
        .replace(/https?:\/\/[^\s<]+/g, (url) => (url.startsWith(ours) ? `<a href="${url}">${url}</a>` : url))
        .replace(/\n/g, '<br>'),
    )
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('\n');
  return `<!doctype html><html lang="${language}"><meta charset="utf-8"><body style="font-family:sans-serif;line-height:1.5">\n${paragraphs}\n</body></html>`;
}
