// GET /api/public/directory-facets: cities for the filter and the typical monthly fees.
import { API_PATHS, type DirectoryFacetsResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const directoryFacetsKey = ['directory-facets'] as const;

export const getDirectoryFacets = () => apiRequest<DirectoryFacetsResponse>(API_PATHS.publicDirectoryFacets);

export function useDirectoryFacets() {
  return useQuery({ queryKey: directoryFacetsKey, queryFn: getDirectoryFacets, staleTime: 60_000 });
}
