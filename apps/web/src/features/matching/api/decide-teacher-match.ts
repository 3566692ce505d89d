// PUT /api/teacher/matches/{id}: the teacher accepts or declines a proposal, with an optional note.
import { API_PATHS, type TeacherMatchDecisionBodyInput, type TeacherMatchResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { matchingKeys } from './keys';

const decideTeacherMatch = ({ id, ...body }: TeacherMatchDecisionBodyInput & { id: string }) =>
  apiRequest<TeacherMatchResponse>(API_PATHS.teacherMatch(id), { method: 'PUT', body });
export const useDecideTeacherMatch = () =>
  useChange(decideTeacherMatch, [matchingKeys.teacherMatches], { after: 'settled' });
