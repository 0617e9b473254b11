import { applicationProgrammes, applicationStatuses } from '../../../shared/admissions';
import { pageParam, readPage } from '../common/page-param';

/** The inbox's filters, kept in the address so the overview can link to "new" and a view reloads. */
export type ApplicationFilters = {
  programme: string;
  status: string;
  from: string;
  to: string;
  page: number;
};

const isDay = (value: string | null) => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const oneOf = (value: string | null, choices: readonly string[]) =>
  value && choices.includes(value) ? value : '';

export function readApplicationFilters(params: URLSearchParams): ApplicationFilters {
  return {
    programme: oneOf(params.get('programme'), applicationProgrammes),
    status: oneOf(params.get('status'), applicationStatuses),
    from: isDay(params.get('from')) ? (params.get('from') as string) : '',
    to: isDay(params.get('to')) ? (params.get('to') as string) : '',
    page: readPage(params),
  };
}

/** The filters as the server's query (applicationFilter), empty ones left out; the address uses it too. */
export function applicationQuery(filters: ApplicationFilters): Record<string, string> {
  const { page: _, ...chosen } = filters;
  return Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== ''));
}

export function applicationFilterParams(filters: ApplicationFilters): Record<string, string> {
  return { ...applicationQuery(filters), ...pageParam(filters.page) };
}
