// DELETE /api/admin/profile/teacher/{id}/photo { reason } (issue 27): the photo leaves the directory
// at once and the teacher is told the reason by e-mail; the teacher list is refreshed.
import { API_PATHS, type MessageResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const removeTeacherPhoto = ({ id, reason }: { id: string; reason: string }) =>
  apiRequest<MessageResponse>(API_PATHS.adminTeacherPhoto(id), { method: 'DELETE', body: { reason } });
export const useRemoveTeacherPhoto = () => useChange(removeTeacherPhoto, [adminKeys.teachers]);
