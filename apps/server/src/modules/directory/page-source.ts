// The answers the server renders /tutors and /tutors/:id with: the same services and the same shapes
// as GET /api/public/tuitions, /tuitions/{id} and /directory-facets, without going over HTTP
// (apps/web/src/features/directory/server-data.ts, `DirectorySource`).
import {
  type DirectoryFacetsResponse,
  type DirectoryListResponse,
  DirectoryQuerySchema,
  IdParamsSchema,
  type PublicTuitionResponse,
  say,
} from '@gharguru/contract';
import type { AppContext } from '../../context.js';
import { getDirectoryFacets } from './facets.js';
import { findListedTuition, findPublicTuitions } from './public-tuitions.js';

export interface DirectorySource {
  publicTuitions(query: unknown): Promise<DirectoryListResponse | undefined>;
  publicTuition(id: string): Promise<PublicTuitionResponse | null>;
  directoryFacets(): Promise<DirectoryFacetsResponse>;
}

export function directoryPageSource(ctx: Pick<AppContext, 'db'>): DirectorySource {
  return {
    async publicTuitions(input) {
      // A query the API would refuse (class=13): no data, the browser fetches and shows the error.
      const query = DirectoryQuerySchema.safeParse(input);
      if (!query.success) return undefined;
      const list = await findPublicTuitions({ ctx, query: query.data });
      return { ...say(list.tuitions.length > 0 ? 'tutorsFetched' : 'noTuitions'), ...list };
    },
    async publicTuition(id) {
      if (!IdParamsSchema.safeParse({ id }).success) return null;
      const tuition = await findListedTuition({ ctx, id });
      return tuition ? { ...say('tutorFetched'), tuition } : null;
    },
    async directoryFacets() {
      return { ...say('directoryFacetsFetched'), ...(await getDirectoryFacets({ ctx })) };
    },
  };
}
