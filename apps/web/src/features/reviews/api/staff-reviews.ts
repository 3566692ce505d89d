// The admin's moderation (GET /api/admin/reviews, PUT /api/admin/reviews/{id}) and the teacher's
// own reviews and one reply (GET /api/teacher/reviews, PUT /api/teacher/reviews/{id}/reply), issue 27.
import {
  API_PATHS,
  type AdminReviewUpdateBody,
  type AdminReviewsResponse,
  type MessageResponse,
  type ReviewState,
  type TeacherReviewsResponse,
} from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange, usePageQuery } from '../../../lib/query-hooks';

export const reviewKeys = { admin: ['reviews', 'admin'] as const, mine: ['reviews', 'mine'] as const };

export type AdminReviewsFilter = { state?: ReviewState; page: number };

const getAdminReviews = ({ state, page }: AdminReviewsFilter, signal: AbortSignal) =>
  apiRequest<AdminReviewsResponse>(API_PATHS.adminReviews, {
    signal,
    query: { ...(state ? { state } : {}), page: String(page) },
  });
export const useAdminReviews = (filter: AdminReviewsFilter) => usePageQuery(reviewKeys.admin, filter, getAdminReviews);

const updateReview = ({ id, body }: { id: string; body: AdminReviewUpdateBody }) =>
  apiRequest<MessageResponse>(API_PATHS.adminReview(id), { method: 'PUT', body });
export const useUpdateReview = () => useChange(updateReview, [reviewKeys.admin]);

const getMyReviews = ({ page }: { page: number }, signal: AbortSignal) =>
  apiRequest<TeacherReviewsResponse>(API_PATHS.teacherReviews, { signal, query: { page: String(page) } });
export const useMyReviews = (page: number) => usePageQuery(reviewKeys.mine, { page }, getMyReviews);

const replyToReview = ({ id, reply }: { id: string; reply: string }) =>
  apiRequest<MessageResponse>(API_PATHS.teacherReviewReply(id), { method: 'PUT', body: { reply } });
export const useReplyToReview = () => useChange(replyToReview, [reviewKeys.mine]);
