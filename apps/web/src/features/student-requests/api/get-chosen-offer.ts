// GET /api/public/tuitions/{id}: the directory offer a family chose with "Request this tutor", to
// show on the request form; null when it is not listed any more (404). The directory's query key
// (features/directory/api/get-public-tuition.ts), so coming from the offer's page asks nothing new.
import { API_PATHS, type PublicTuition, type PublicTuitionResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

async function getChosenOffer(id: string): Promise<PublicTuitionResponse | null> {
  try {
    return await apiRequest<PublicTuitionResponse>(API_PATHS.publicTuition(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The chosen offer, null when it is not listed, undefined while loading or without a choice. */
export function useChosenOffer(id: string): { offer: PublicTuition | null | undefined } {
  const query = useQuery({
    queryKey: ['public-tuition', id],
    queryFn: () => getChosenOffer(id),
    enabled: id !== '',
    retry: false,
  });
  if (query.data === undefined) return { offer: undefined };
  return { offer: query.data?.tuition ?? null };
}
