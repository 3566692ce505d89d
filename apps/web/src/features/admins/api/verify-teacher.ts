// PUT /api/admin/profile/teacher/{id}/verify { verified, checks }: an admin marks a teacher as verified
// after checking their documents, naming what was checked (issue 27), or undoes it. The badge shows on the directory's offers at once, so the
// teacher and offer lists are refreshed.
import { API_PATHS, type TeacherVerifyResponse, type VerificationCheck } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const verifyTeacher = ({ id, ...body }: { id: string; verified: boolean; checks?: VerificationCheck[] }) =>
  apiRequest<TeacherVerifyResponse>(API_PATHS.adminTeacherVerify(id), { method: 'PUT', body });
export const useVerifyTeacher = () => useChange(verifyTeacher, [adminKeys.teachers]);
