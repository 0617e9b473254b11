/**
 * The page of an admin list, kept in the address as `?page=`: a whole number from 2 up (page 1 is the
 * address without it). Anything else in the address, a typed "2.5" or "-1" say, reads as page 1.
 */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address's `page` entry for `page`: none for the first. */
export function pageParam(page: number): Record<string, string> {
  return page > 1 ? { page: String(page) } : {};
}
