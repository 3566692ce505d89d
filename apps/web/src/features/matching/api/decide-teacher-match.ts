// PUT /api/teacher/matches/{id}: the teacher accepts or declines a proposal, with an optional note.
import { API_PATHS, type TeacherMatchDecisionBodyInput, type TeacherMatchResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { matchingKeys } from './keys';

export const decideTeacherMatch = ({ id, ...body }: TeacherMatchDecisionBodyInput & { id: string }) =>
  apiRequest<TeacherMatchResponse>(API_PATHS.teacherMatch(id), { method: 'PUT', body });

export function useDecideTeacherMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTeacherMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchingKeys.teacherMatches }),
  });
}
