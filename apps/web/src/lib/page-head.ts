// The <head> of a server-rendered page (docs/decisions/017): title, description, canonical address,
// and the Open Graph and Twitter card tags link previews read. Built from data on the server only;
// in the browser the page keeps its title with <DocumentTitle>.
export interface PageHead {
  title: string;
  description?: string;
  /** The page's own address, absolute (https://host/tutors/…). */
  canonical?: string;
  /** `noindex` for the not-found answer. */
  robots?: string;
  /** Open Graph type: `website` for lists, `profile` for one tutor. */
  type?: 'website' | 'profile';
  /** The page's language (Open Graph locale); English when not given. */
  language?: 'en' | 'ne';
  /** Schema.org objects, each written as a JSON-LD script (features/directory/structured-data.ts). */
  structuredData?: object[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) => {
    if (value) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  };
  meta('name', 'description', head.description);
  meta('name', 'robots', head.robots);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (!head.robots) {
    meta('property', 'og:site_name', 'GharGuru');
    meta('property', 'og:type', head.type ?? 'website');
    meta('property', 'og:title', head.title);
    meta('property', 'og:description', head.description);
    meta('property', 'og:url', head.canonical);
    meta('property', 'og:locale', head.language === 'ne' ? 'ne_NP' : 'en_US');
    meta('name', 'twitter:card', 'summary');
    meta('name', 'twitter:title', head.title);
    meta('name', 'twitter:description', head.description);
  }
  for (const item of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * JSON inside `<script type="application/json">`: every `<` escaped, so no text in the data (a
 * teacher's details, say) can close the element or open a comment; U+2028/2029 for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
