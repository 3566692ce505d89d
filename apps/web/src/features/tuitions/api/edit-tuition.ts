// PUT /api/tution/posts/edit/{id}. The details page sends the whole post as it is (requirements §4);
// the edit form sends the changed fields. The server keeps only the tuition fields of either.
import { API_PATHS, type MessageResponse, type Tuition, type TuitionRecord } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { tuitionKeys } from './keys';

const editTuition = ({ id, input }: { id: string; input: Tuition | TuitionRecord }) =>
  apiRequest<MessageResponse>(API_PATHS.tuitionEdit(encodeURIComponent(id)), { method: 'PUT', body: input });
export const useEditTuition = () => useChange(editTuition, ({ id }) => [tuitionKeys.posts, tuitionKeys.post(id)]);
