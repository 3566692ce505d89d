// GET /api/public/tuitions/{id}: the directory offer a family chose with "Request this tutor", to
// show on the request form; null when it is not listed any more (404). Read through the directory's
// store under its key (features/directory/api/get-public-tuition.ts), so coming from the offer's
// page asks nothing new.
import { API_PATHS, type PublicTuition, type PublicTuitionResponse } from '@gharguru/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useResource } from '../../../lib/resource-store';

async function getChosenOffer(id: string, signal: AbortSignal): Promise<PublicTuitionResponse | null> {
  try {
    return await apiRequest<PublicTuitionResponse>(API_PATHS.publicTuition(id), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The chosen offer (the form asks only when there is one), null when it is not listed, undefined while loading. */
export function useChosenOffer(id: string): { offer: PublicTuition | null | undefined } {
  const answer = useResource(['public-tuition', id], (signal) => getChosenOffer(id, signal), { retry: 0 });
  if (answer.status !== 'success') return { offer: undefined };
  return { offer: answer.data?.tuition ?? null };
}
