import { pageParam, readPage } from '../common/page-param';

/** The log's filter, kept in the address: whose changes (an admin's id, `cli`, or '' for everyone). */
export type AuditFilters = { person: string; page: number };

/** The person filter's value for changes made on the command line. */
export const commandLine = 'cli';

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return { person: params.get('person') ?? '', page: readPage(params) };
}

export function auditFilterParams({ person, page }: AuditFilters): Record<string, string> {
  return { ...(person ? { person } : {}), ...pageParam(page) };
}

/** The person filter as the server's query: an actor's id, or the command line. */
export function actorQuery(person: string): Record<string, string> {
  if (person === commandLine) return { actor: commandLine };
  return /^\d+$/.test(person) ? { actor_id: person } : {};
}
