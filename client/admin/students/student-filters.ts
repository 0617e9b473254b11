import { pageParam, readPage } from '../common/page-param';

/** The students list's filters, kept in the address so a filtered list can be linked and reloaded. */
export type StudentFilters = { q: string; batch: string; status: StudentStatusFilter; page: number };

export const statusFilters = ['all', 'active', 'lapsed', 'deactivated'] as const;
export type StudentStatusFilter = (typeof statusFilters)[number];

export function readStudentFilters(params: URLSearchParams): StudentFilters {
  const status = params.get('status') ?? 'all';
  return {
    q: params.get('q') ?? '',
    batch: /^\d+$/.test(params.get('batch') ?? '') ? (params.get('batch') as string) : '',
    status: (statusFilters as readonly string[]).includes(status) ? (status as StudentStatusFilter) : 'all',
    page: readPage(params),
  };
}

/** The address's search part for `filters`, defaults left out. */
export function studentFilterParams(filters: StudentFilters): Record<string, string> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.batch ? { batch: filters.batch } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...pageParam(filters.page),
  };
}

/** The filters as the server's query (studentFilter): what the list and the CSV export both send. */
export function studentQuery(filters: StudentFilters): Record<string, string> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.batch ? { batch_id: filters.batch } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
  };
}
