// DELETE /api/admin/profile/student/delete/{id}.
import { API_PATHS } from '@gharguru/contract';
import { byId, useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const deleteStudentRequest = byId('DELETE', API_PATHS.adminStudentDelete);
export const useDeleteStudentRequest = () => useChange(deleteStudentRequest, [adminKeys.students]);
