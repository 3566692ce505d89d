// What the server renders /tutors and /tutors/:id with (docs/decisions/017): it asks the server's
// `DirectorySource` for the same answers the pages would fetch, puts them in the render's store
// (lib/resource-store.ts) under the pages' own keys, and returns the HTTP status and the <head> of the page.
import type {
  DirectoryFacetsResponse,
  DirectoryListResponse,
  DirectoryQueryInput,
  PublicTuitionResponse,
} from '@gharguru/contract';
import { type Language, type TFunction, registerPageTexts } from '../../lib/i18n';
import { enDirectory } from '../../lib/i18n/en-directory';
import type { PageHead } from '../../lib/page-head';
import type { ResourceStore } from '../../lib/resource-store';
import { directoryFacetsKey } from './api/get-directory-facets';
import { publicTuitionKey } from './api/get-public-tuition';
import { directoryQueryOf, publicTuitionsKey } from './api/get-public-tuitions';
import { tutorHead, tutorsHead } from './directory-meta';
import { findPlace, placeQuery } from './place';
import { placeHead } from './directory-meta';
import { placeStructuredData, tutorStructuredData, tutorsStructuredData } from './structured-data';

registerPageTexts(enDirectory);

/** The server's answers, in the API's shapes (the server calls its services, not itself over HTTP). */
export interface DirectorySource {
  /** undefined when the query is invalid (the API would answer 400): the browser then fetches and shows the error. */
  publicTuitions(query: DirectoryQueryInput): Promise<DirectoryListResponse | undefined>;
  /** null when the offer is not listed (or the id is not one). */
  publicTuition(id: string): Promise<PublicTuitionResponse | null>;
  directoryFacets(): Promise<DirectoryFacetsResponse>;
}

export interface PageData {
  status: 200 | 404;
  head: PageHead;
}

interface Load {
  url: URL;
  params: Record<string, string | undefined>;
  store: ResourceStore;
  source: DirectorySource;
  /** `t` of the page's language. */
  t: TFunction;
  language: Language;
}

export async function loadTutorsPage({ url, store, source, t, language }: Load): Promise<PageData> {
  const query = directoryQueryOf(url.searchParams);
  const [list, facets] = await Promise.all([source.publicTuitions(query), source.directoryFacets()]);
  if (list) store.set(publicTuitionsKey(query), list);
  store.set(directoryFacetsKey, facets);
  const head = tutorsHead(t, language, url.origin, url.searchParams, list);
  return { status: 200, head: { ...head, structuredData: tutorsStructuredData(t, url.origin) } };
}

export async function loadTutorPage({ url, params, store, source, t, language }: Load): Promise<PageData> {
  const id = params.id ?? '';
  const answer = await source.publicTuition(id);
  store.set(publicTuitionKey(id), answer);
  if (!answer) return { status: 404, head: { title: t('common.notFoundTitle'), robots: 'noindex', language } };
  const head = tutorHead(t, language, url.origin, answer.tuition);
  return { status: 200, head: { ...head, structuredData: tutorStructuredData(t, url.origin, answer.tuition) } };
}

export async function loadPlacePage({ url, params, store, source, t, language }: Load): Promise<PageData> {
  const facets = await source.directoryFacets();
  store.set(directoryFacetsKey, facets);
  const place = findPlace(facets, params.city ?? '', params.subject);
  if (!place) return { status: 404, head: { title: t('common.notFoundTitle'), robots: 'noindex', language } };
  const query = placeQuery(place);
  const list = await source.publicTuitions(query);
  if (list) store.set(publicTuitionsKey(query), list);
  const head = placeHead(t, language, url.origin, place);
  return { status: 200, head: { ...head, structuredData: placeStructuredData(t, language, url.origin, place) } };
}
