// PUT /api/admin/profile/student-list/update-status/{id}: no body completes the request;
// `{ status: 'Pending' }` undoes it (requirements DEC-2).
import { API_PATHS, type Status } from '@gharguru/contract';
import { putStatus, useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const updateStudentRequestStatus = putStatus<Status>(API_PATHS.adminStudentUpdateStatus);
export const useUpdateStudentRequestStatus = () => useChange(updateStudentRequestStatus, [adminKeys.students]);
