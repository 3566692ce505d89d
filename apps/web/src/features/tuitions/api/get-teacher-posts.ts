// POST /api/tution/posts with page/limit (clients written for requirements §7 send page 1, limit 10): the signed-in
// teacher's own posts, with `total` for the paging controls.
import { API_PATHS, type TeacherPostsResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageQuery } from '../../../lib/query-hooks';
import { tuitionKeys } from './keys';

export type PostsPage = { page: number; limit: number };

const getTeacherPosts = (query: PostsPage, signal: AbortSignal) =>
  apiRequest<TeacherPostsResponse>(API_PATHS.tuitionPosts, { method: 'POST', body: query, signal });
export const useTeacherPosts = (query: PostsPage) => usePageQuery(tuitionKeys.posts, query, getTeacherPosts);
