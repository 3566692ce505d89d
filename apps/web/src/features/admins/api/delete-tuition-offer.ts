// DELETE /api/admin/profile/tution/delete/{id}. The teacher's post count changes too.
import { API_PATHS } from '@gharguru/contract';
import { byId, useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const deleteTuitionOffer = byId('DELETE', API_PATHS.adminTuitionDelete);
export const useDeleteTuitionOffer = () => useChange(deleteTuitionOffer, [adminKeys.tuitions, adminKeys.teachers]);
