// GET and PUT /api/admin/fee-rules: the rules in force with their history, and a new version.
import { API_PATHS, type FeeRulesBody, type FeeRulesResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { booksKeys } from './keys';

export const useFeeRules = () =>
  useQuery({
    queryKey: booksKeys.feeRules,
    queryFn: ({ signal }) => apiRequest<FeeRulesResponse>(API_PATHS.adminFeeRules, { signal }),
  });

const saveFeeRules = (body: FeeRulesBody) =>
  apiRequest<FeeRulesResponse>(API_PATHS.adminFeeRules, { method: 'PUT', body });
export const useSaveFeeRules = () => useChange(saveFeeRules, [booksKeys.feeRules]);
