import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';

/** The query parameters that ask the server for one page of a list. */
type Paging = { page: string; page_size: string };

/**
 * One page of a list the server serves a page at a time. The page shown stays on screen while the
 * next one loads, so the pager and the filters do not jump.
 */
export function usePagedQuery<Answer>(
  queryKey: QueryKey,
  { page, pageSize }: { page: number; pageSize: number },
  fetchPage: (paging: Paging, signal: AbortSignal) => Promise<Answer>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage({ page: String(page), page_size: String(pageSize) }, signal),
    placeholderData: keepPreviousData,
  });
}
