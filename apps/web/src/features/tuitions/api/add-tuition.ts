// POST /api/tution/add: a new post by the signed-in teacher.
import { API_PATHS, type MessageResponse, type Tuition } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { tuitionKeys } from './keys';

const addTuition = (input: Tuition) =>
  apiRequest<MessageResponse>(API_PATHS.tuitionAdd, { method: 'POST', body: input });
export const useAddTuition = () => useChange(addTuition, [tuitionKeys.posts]);
