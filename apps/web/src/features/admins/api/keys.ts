// Query keys of the admin area. Each list key is a prefix: the page/search params are appended, so
// invalidating the prefix refreshes every page of that list.
import type { ListQuery } from '@gharguru/contract';

export const adminKeys = {
  profile: ['admins', 'profile'] as const,
  students: ['admins', 'students'] as const,
  tuitions: ['admins', 'tuitions'] as const,
  teachers: ['admins', 'teachers'] as const,
  pendingAdmins: ['admins', 'pending-admins'] as const,
  contactMessages: ['admins', 'contact-messages'] as const,
};

/** The list body or query string: the page, and the search text only when there is one. */
export function listQuery({ page, limit, q }: { page: number; limit: number; q: string }): ListQuery {
  const text = q.trim();
  return text ? { page, limit, q: text } : { page, limit };
}
