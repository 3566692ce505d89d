// GET /api/public/directory-facets: cities for the filter and the typical monthly fees.
import { API_PATHS, type DirectoryFacetsResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useResource } from '../../../lib/resource-store';

export const directoryFacetsKey = ['directory-facets'] as const;

export const getDirectoryFacets = (signal?: AbortSignal) =>
  apiRequest<DirectoryFacetsResponse>(API_PATHS.publicDirectoryFacets, { signal });

export function useDirectoryFacets() {
  return useResource(directoryFacetsKey, getDirectoryFacets, { staleTime: 60_000 });
}
