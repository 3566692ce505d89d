// Page and search text of one admin list. A new search starts again at page 1; when deletions
// empty the last page, the list steps back to the last page that still has rows.
import type { ListQuery } from '@gharguru/contract';
import { useEffect, useState } from 'react';
import { listQuery } from '../api/keys';

export const PAGE_SIZE = 10;

export type ListState = ReturnType<typeof useListState>;

function useListState() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const query: ListQuery = listQuery({ page, limit: PAGE_SIZE, q });
  const search = (text: string) => {
    setQ(text);
    setPage(1);
  };
  return { page, setPage, q, search, query };
}

function useKeepPageInRange(
  { page, setPage }: { page: number; setPage: (page: number) => void },
  total: number | undefined,
) {
  useEffect(() => {
    if (total === undefined) return;
    const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (page > lastPage) setPage(lastPage);
  }, [page, setPage, total]);
}

/**
 * A searched, paged list: its state, and the query `useData` (one of the api/get-* hooks, the same
 * one on every render) runs for the current page and search text.
 */
export function usePagedList<Data extends { total?: number; totalIsLowerBound?: boolean }>(
  useData: (query: ListQuery) => { data: Data | undefined; isLoading: boolean; error: unknown },
) {
  const list = useListState();
  const { data, isLoading, error } = useData(list.query);
  useKeepPageInRange(list, data?.total);
  return { list, data, total: data?.total, totalIsLowerBound: data?.totalIsLowerBound, isLoading, error };
}
