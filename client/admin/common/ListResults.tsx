import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../data/QueryView';
import { errorText } from './error-text';
import { ResponsiveTable, type ResponsiveTableProps } from './ResponsiveTable';

export type ListResultsProps<Data, Row> = Omit<ResponsiveTableProps<Row>, 'rows'> & {
  query: Pick<UseQueryResult<Data>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** The rows to show of the server's answer. */
  rows: (data: Data) => readonly Row[];
  /** What shows until the first answer, e.g. 'Loading teachers...'. */
  loadingText: string;
  /** What shows instead of the table when there is no row (an EmptyState). */
  empty: ReactNode;
  /** What follows the table, e.g. the pager. */
  footer?: (data: Data) => ReactNode;
};

/** An admin list read from the server: loading or failed, empty, or the rows as a table. */
export function ListResults<Data, Row extends { id: number }>({
  query,
  rows,
  loadingText,
  empty,
  footer,
  ...table
}: ListResultsProps<Data, Row>) {
  return (
    <QueryView query={query} failedText={errorText} loadingText={loadingText}>
      {(data) => {
        const shown = rows(data);
        if (shown.length === 0) return empty;
        return (
          <>
            <ResponsiveTable rows={shown} {...table} />
            {footer?.(data)}
          </>
        );
      }}
    </QueryView>
  );
}
