// POST /api/tution/posts with page/limit (the spec's clients send page 1, limit 10): the signed-in
// teacher's own posts, with `total` for the paging controls.
import { API_PATHS, type TeacherPostsResponse } from '@gharguru/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tuitionKeys } from './keys';

export type PostsPage = { page: number; limit: number };

export const getTeacherPosts = (query: PostsPage, signal?: AbortSignal) =>
  apiRequest<TeacherPostsResponse>(API_PATHS.tuitionPosts, { method: 'POST', body: query, signal });

export function useTeacherPosts(query: PostsPage) {
  return useQuery({
    queryKey: [...tuitionKeys.posts, query],
    queryFn: ({ signal }) => getTeacherPosts(query, signal),
    placeholderData: keepPreviousData,
  });
}
