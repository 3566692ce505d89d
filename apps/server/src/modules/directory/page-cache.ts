// Server-rendered directory pages (/tutors, /tutors/:id) in memory for a short while, by language
// and address (pages.ts makes the key):
// a popular list is rendered once per PAGE_CACHE_TTL_MS, not once per visitor. Bounded (least
// recently used out first) so that endless filter combinations cannot fill the memory. Each
// database (one per app, one per test file) has its own cache; any change to an offer or a teacher
// drops it (forgetDirectoryFacets calls forgetDirectoryPages), and a render that started before
// the change is not kept. On several instances on PostgreSQL another instance's change arrives as
// a notice and drops the pages too (directory-changes.ts).
import type { RenderedHtml } from '../../lib/page-renderer.js';

export const PAGE_CACHE_TTL_MS = 30_000;
/** A page is ~80 KB (the stylesheet is inlined): at most ~16 MB. */
export const PAGE_CACHE_MAX_ENTRIES = 200;

interface Cache {
  /** Bumped by every change: a render begun under an older generation is not stored. */
  generation: number;
  entries: Map<string, { page: Promise<RenderedHtml | undefined>; expires: number }>;
}

const caches = new WeakMap<object, Cache>();

function cacheOf(db: object): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { generation: 0, entries: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The cached page at `key`, or a new render (visitors asking at once share one render). */
export function cachedPage(
  db: object,
  key: string,
  render: () => Promise<RenderedHtml | undefined>,
): Promise<RenderedHtml | undefined> {
  const cache = cacheOf(db);
  const now = Date.now();
  const entry = cache.entries.get(key);
  if (entry && entry.expires > now) {
    // Most recently used last: Map keeps insertion order.
    cache.entries.delete(key);
    cache.entries.set(key, entry);
    return entry.page;
  }
  const generation = cache.generation;
  const page = render();
  const stored = { page, expires: now + PAGE_CACHE_TTL_MS };
  cache.entries.delete(key);
  cache.entries.set(key, stored);
  while (cache.entries.size > PAGE_CACHE_MAX_ENTRIES) {
    const oldest = cache.entries.keys().next().value;
    if (oldest === undefined) break;
    cache.entries.delete(oldest);
  }
  const forget = () => {
    if (cache.entries.get(key) === stored) cache.entries.delete(key);
  };
  page.then((result) => {
    // Not found and failed renders are not kept; nor a render begun before a change.
    if (result?.status !== 200 || cache.generation !== generation) forget();
  }, forget);
  return page;
}

/** Called (through forgetDirectoryFacets) by every change to a tuition offer or a teacher. */
export function forgetDirectoryPages(db: object): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.generation += 1;
  cache.entries.clear();
}

/** How many pages are cached (for tests). */
export function cachedPageCount(db: object): number {
  return caches.get(db)?.entries.size ?? 0;
}
