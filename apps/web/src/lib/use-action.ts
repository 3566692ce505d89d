// A form's one call to the server: the part of TanStack Query's useMutation the public forms use
// (`mutationFn`, `onSuccess`, `mutateAsync`, `isPending`), without its cache and client (~11 KB
// gzipped on a page that only posts once; issue 12). Pages that read and refresh lists keep TanStack Query.
import { useCallback, useState } from 'react';

export type ActionOptions<TInput, TResult> = {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** Runs on success before `mutateAsync` resolves (store the session, say). */
  onSuccess?: (result: TResult, input: TInput) => unknown;
};

export function useAction<TInput, TResult>({ mutationFn, onSuccess }: ActionOptions<TInput, TResult>) {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(
    async (input: TInput): Promise<TResult> => {
      setPending(true);
      try {
        const result = await mutationFn(input);
        await onSuccess?.(result, input);
        return result;
      } finally {
        setPending(false);
      }
    },
    [mutationFn, onSuccess],
  );
  return { mutateAsync, isPending };
}
