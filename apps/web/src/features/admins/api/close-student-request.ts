// PUT /api/admin/profile/student-list/update-status/{id} with `{ closeReason }`: an admin closes a
// request no teacher accepted, with the reason (issue 33); without one the server refuses to complete it.
import { API_PATHS, type MessageResponse, type RequestCloseReason } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const closeStudentRequest = ({ id, closeReason }: { id: string; closeReason: RequestCloseReason }) =>
  apiRequest<MessageResponse>(API_PATHS.adminStudentUpdateStatus(id), { method: 'PUT', body: { closeReason } });

export const useCloseStudentRequest = () => useChange(closeStudentRequest, [adminKeys.students]);
