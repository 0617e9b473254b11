import { EmptyState } from './EmptyState';
import { ListResults, type ListResultsProps } from './ListResults';
import { Pager, type PagerPosition } from './Pager';

/** One page of a list as the server answers it. */
type Page<Row> = { items: readonly Row[]; page_size: number; total: number };

/** What an empty list says, and what to do about it. */
type EmptyText = { title: string; hint: string };

type PagedResultsProps<Row> = Omit<ListResultsProps<Page<Row>, Row>, 'rows' | 'empty' | 'footer'> & {
  /** The page the list was asked for, and the way to another. */
  pager: PagerPosition;
  /** What the pager counts, e.g. 'students'. */
  noun: string;
  /** Whether a filter is set: an empty list then says `noMatch` (what to change), else `noneYet`. */
  filtered: boolean;
  noMatch: EmptyText;
  /** Says where the rows will come from. */
  noneYet: EmptyText;
};

/**
 * A filtered list the server serves a page at a time: loading or failed, empty (nothing matches,
 * or nothing yet), or the rows and the pager.
 */
export function PagedResults<Row extends { id: number }>({
  pager,
  noun,
  filtered,
  noMatch,
  noneYet,
  ...list
}: PagedResultsProps<Row>) {
  const empty = filtered ? noMatch : noneYet;
  return (
    <ListResults
      {...list}
      rows={(data) => data.items}
      empty={<EmptyState title={empty.title}>{empty.hint}</EmptyState>}
      footer={(data) => <Pager {...pager} pageSize={data.page_size} total={data.total} noun={noun} />}
    />
  );
}
