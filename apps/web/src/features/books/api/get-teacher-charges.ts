// GET /api/teacher/charges: the signed-in teacher's commissions with what was paid (read-only).
import { API_PATHS, type TeacherChargesResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { booksKeys } from './keys';

export const useTeacherCharges = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    enabled,
    queryKey: booksKeys.teacherCharges,
    queryFn: ({ signal }) => apiRequest<TeacherChargesResponse>(API_PATHS.teacherCharges, { signal }),
  });
