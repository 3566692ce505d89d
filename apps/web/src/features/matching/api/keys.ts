// Query keys of the matching desk (issue 10). Each is a prefix: invalidating it refreshes every
// filter and page under it.
export const matchingKeys = {
  all: ['matching'] as const,
  suggestions: (requestId: string) => ['matching', 'suggestions', requestId] as const,
  adminMatches: ['matching', 'admin-matches'] as const,
  teacherMatches: ['matching', 'teacher-matches'] as const,
};
