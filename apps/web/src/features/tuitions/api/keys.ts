// Query keys of the teacher's own tuition posts; `posts` is the prefix of every page of the list.
export const tuitionKeys = {
  posts: ['tuitions', 'posts'] as const,
  post: (id: string) => ['tuitions', 'post', id] as const,
};
