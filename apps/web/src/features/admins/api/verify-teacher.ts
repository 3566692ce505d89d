// PUT /api/admin/profile/teacher/{id}/verify { verified }: an admin marks a teacher as verified after
// checking their documents, or undoes it. The badge shows on the directory's offers at once, so the
// teacher and offer lists are refreshed.
import { API_PATHS, type TeacherVerifyResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const verifyTeacher = ({ id, verified }: { id: string; verified: boolean }) =>
  apiRequest<TeacherVerifyResponse>(API_PATHS.adminTeacherVerify(id), { method: 'PUT', body: { verified } });
export const useVerifyTeacher = () => useChange(verifyTeacher, [adminKeys.teachers]);
