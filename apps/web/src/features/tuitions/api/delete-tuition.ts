// DELETE /api/tution/posts/delete/{id}: the teacher removes one of their own posts.
import { API_PATHS } from '@gharguru/contract';
import { byId, useChange } from '../../../lib/query-hooks';
import { tuitionKeys } from './keys';

const deleteTuition = byId('DELETE', (id) => API_PATHS.tuitionDelete(encodeURIComponent(id)));
export const useDeleteTuition = () => useChange(deleteTuition, [tuitionKeys.posts]);
