import { useSearchParams } from 'react-router';
import type { PagerPosition } from './Pager';

/**
 * A list's filters and page, kept in the address so a filtered view reloads as it was and can be
 * linked to: `read` takes them from the address, `toParams` writes them back with defaults left out.
 */
export function useAddressFilters<Filters extends { page: number }>(
  read: (params: URLSearchParams) => Filters,
  toParams: (filters: Filters) => Record<string, string>,
) {
  type FilterKey = Exclude<keyof Filters, 'page'>;
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = read(searchParams);
  const show = (next: Filters) => setSearchParams(toParams(next), { replace: true });
  /** Sets one filter, from the first page: the page reached in the old list means nothing in the new. */
  const filterBy = <Key extends FilterKey>(key: Key, value: Filters[Key]) =>
    show({ ...filters, [key]: value, page: 1 });
  const pager: PagerPosition = { page: filters.page, onPage: (page) => show({ ...filters, page }) };
  return {
    filters,
    /** Whether a filter is set: the address, defaults left out, says more than the page. */
    filtered: Object.keys(toParams({ ...filters, page: 1 })).length > 0,
    filterBy,
    /** The value and onChange of the field that sets one filter. */
    filterInput: <Key extends FilterKey>(key: Key) => ({
      value: filters[key],
      onChange: (value: Filters[Key]) => filterBy(key, value),
    }),
    pager,
  };
}
