// The directory's facets in memory for a short while: counting and medians read every listed offer,
// and every visitor of /tutors asks for them. Each database (one per app, one per test file) has its
// own entry; any change to an offer or a teacher drops it, and on several instances on PostgreSQL
// the others drop theirs when its notice arrives (directory-changes.ts).
import { announceDirectoryChange } from './directory-changes.js';
import type { DirectoryFacets } from './facets.js';
import { forgetDirectoryPages } from './page-cache.js';

export const FACETS_TTL_MS = 30_000;

const entries = new WeakMap<object, { facets: DirectoryFacets; expires: number }>();

export async function cachedFacets(db: object, compute: () => Promise<DirectoryFacets>): Promise<DirectoryFacets> {
  const entry = entries.get(db);
  if (entry && entry.expires > Date.now()) return entry.facets;
  const facets = await compute();
  entries.set(db, { facets, expires: Date.now() + FACETS_TTL_MS });
  return facets;
}

/** Called by every change to a tuition offer or a teacher; drops the server-rendered pages too. */
export function forgetDirectoryFacets(db: object): void {
  forgetCachedDirectory(db);
  announceDirectoryChange(db);
}

/** Drops this instance's facets and pages (another instance's change, heard in directory-changes.ts). */
export function forgetCachedDirectory(db: object): void {
  entries.delete(db);
  forgetDirectoryPages(db);
}
