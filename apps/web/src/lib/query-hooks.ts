// The two shapes the signed-in screens' server calls take with TanStack Query, written once: a change
// that refreshes the lists it touched, and one page of a list that keeps the previous page on screen
// while the next one loads; and the two calls on one record by its id. Each api hook is one of these.
import type { MessageResponse } from '@gharguru/contract';
import { type QueryKey, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestOptions, apiRequest } from './api-client';

type Invalidates<TInput> = readonly QueryKey[] | ((input: TInput) => readonly QueryKey[]);

/**
 * One change: `mutationFn`, then every query under each key of `invalidates` (a key is a prefix) is
 * refreshed, once it succeeded or, with `after: 'settled'`, after a failure too (the matching desk: a
 * 409 says the lists on screen are out of date).
 */
export function useChange<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  invalidates: Invalidates<TInput>,
  { after = 'success' }: { after?: 'success' | 'settled' } = {},
) {
  const queryClient = useQueryClient();
  const refresh = (input: TInput) =>
    Promise.all(
      (typeof invalidates === 'function' ? invalidates(input) : invalidates).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn,
    onSuccess: after === 'success' ? (_result, input) => refresh(input) : undefined,
    onSettled: after === 'settled' ? (_result, _error, input) => refresh(input) : undefined,
  });
}

/** One page of a list: `query` is appended to `key`, so invalidating `key` refreshes every page. */
export function usePageQuery<TQuery, TResult>(
  key: QueryKey,
  query: TQuery,
  queryFn: (query: TQuery, signal: AbortSignal) => Promise<TResult>,
) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => queryFn(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A call on one record by its id with no body (approve, delete, resend), answered by a message. */
export const byId = (method: ApiRequestOptions['method'], path: (id: string) => string) => (id: string) =>
  apiRequest<MessageResponse>(path(id), { method });

/**
 * PUT a record's status: no body completes it (Completed, Contacted), `{ status: 'Pending' }` undoes
 * it (requirements DEC-2).
 */
export const putStatus =
  <TStatus extends string>(path: (id: string) => string) =>
  ({ id, status }: { id: string; status?: TStatus }) =>
    apiRequest<MessageResponse>(path(id), { method: 'PUT', body: status ? { status } : undefined });
