import { ListResults, type ListResultsProps } from './ListResults';
import { Pager } from './Pager';

/** One page of a list as the server answers it. */
type Page<Row> = { items: readonly Row[]; page_size: number; total: number };

type PagedResultsProps<Row> = Omit<ListResultsProps<Page<Row>, Row>, 'rows' | 'footer'> & {
  /** 1-based, as the list was asked for. */
  page: number;
  /** What the pager counts, e.g. 'students'. */
  noun: string;
  onPage: (page: number) => void;
};

/** A list the server serves a page at a time: loading or failed, empty, or the rows and the pager. */
export function PagedResults<Row extends { id: number }>({
  page,
  noun,
  onPage,
  ...list
}: PagedResultsProps<Row>) {
  return (
    <ListResults
      {...list}
      rows={(data) => data.items}
      footer={(data) => (
        <Pager page={page} pageSize={data.page_size} total={data.total} noun={noun} onPage={onPage} />
      )}
    />
  );
}
