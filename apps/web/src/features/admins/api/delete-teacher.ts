// DELETE /api/admin/profile/teacher/delete/{id}: the teacher's tuition posts go with them
// (requirements DEC-3), so the tuition list is refreshed as well.
import { API_PATHS } from '@gharguru/contract';
import { byId, useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const deleteTeacher = byId('DELETE', API_PATHS.adminTeacherDelete);
export const useDeleteTeacher = () => useChange(deleteTeacher, [adminKeys.teachers, adminKeys.tuitions]);
