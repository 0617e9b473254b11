import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../api/QueryView';
import { errorText } from './error-text';
import { Pager } from './Pager';
import { ResponsiveTable, type ResponsiveTableProps } from './ResponsiveTable';

/** One page of a list as the server answers it. */
type Page<Row> = { items: readonly Row[]; page_size: number; total: number };

type PagedResultsProps<Row> = Omit<ResponsiveTableProps<Row>, 'rows'> & {
  query: Pick<UseQueryResult<Page<Row>>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** What shows until the first page arrives, e.g. 'Loading students...'. */
  loadingText: string;
  /** What shows instead of the table when the page has no rows (an EmptyState). */
  empty: ReactNode;
  /** 1-based, as the list was asked for. */
  page: number;
  /** What the pager counts, e.g. 'students'. */
  noun: string;
  onPage: (page: number) => void;
};

/** A list the server serves a page at a time: loading or failed, empty, or the rows and the pager. */
export function PagedResults<Row>({
  query,
  loadingText,
  empty,
  page,
  noun,
  onPage,
  ...table
}: PagedResultsProps<Row>) {
  return (
    <QueryView query={query} failedText={errorText} loadingText={loadingText}>
      {(data) =>
        data.items.length === 0 ? (
          empty
        ) : (
          <>
            <ResponsiveTable rows={data.items} {...table} />
            <Pager page={page} pageSize={data.page_size} total={data.total} noun={noun} onPage={onPage} />
          </>
        )
      }
    </QueryView>
  );
}
