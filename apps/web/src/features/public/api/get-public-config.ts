// GET /api/public/config: the contact phone, e-mail and social links. Until it answers (and in the
// prerendered HTML) the server's defaults are shown.
import { API_PATHS, CONTACT_DEFAULTS, type PublicConfigResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getPublicConfig = () => apiRequest<PublicConfigResponse>(API_PATHS.publicConfig);

const DEFAULT_CONFIG: PublicConfigResponse = { contact: CONTACT_DEFAULTS };

export function usePublicConfig() {
  const query = useQuery({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: 60 * 60 * 1000,
    placeholderData: DEFAULT_CONFIG,
  });
  return query.data?.contact ?? CONTACT_DEFAULTS;
}
