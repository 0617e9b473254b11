import { Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { adminKeys } from '../../api/query-keys';
import { SelectField } from '../../components/SelectField';
import { formatEnIn } from '../../lib/dates';
import { EmptyState } from '../common/EmptyState';
import { PagedResults } from '../common/PagedResults';
import { PageHeader } from '../common/PageHeader';
import { pageParam, readPage } from '../common/page-param';
import { fullName } from '../common/person-name';
import { usePagedQuery } from '../common/usePagedQuery';
import { auditActionLabels, auditDetails } from './audit-wording';

const auditPageSize = 25;
const commandLine = 'cli';

/** The person filter as the server's query: an actor's id, or the command line. */
function actorQuery(person: string): Record<string, string> {
  if (person === commandLine) return { actor: commandLine };
  return /^\d+$/.test(person) ? { actor_id: person } : {};
}

/** Who did what to whom and when, newest first; filtered by the person who made the change. */
export default function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const person = searchParams.get('person') ?? '';
  const page = readPage(searchParams);
  const entries = usePagedQuery(
    adminKeys.audit({ person, page }),
    { page, pageSize: auditPageSize },
    (paging, signal) => api.call('adminAuditLog', { query: { ...actorQuery(person), ...paging }, signal }),
  );
  const show = (next: { person: string; page: number }) =>
    setSearchParams(
      {
        ...(next.person ? { person: next.person } : {}),
        ...pageParam(next.page),
      },
      { replace: true },
    );

  return (
    <Stack gap="5">
      <PageHeader
        title="Audit log"
        lead="Every change made by an admin, here or on the command line, newest first."
      />
      <SelectField
        label="Changes made by"
        value={person}
        onChange={(next) => show({ person: next, page: 1 })}
        options={[
          { value: '', label: 'Everyone' },
          { value: commandLine, label: 'The command line' },
          ...(entries.data?.actors ?? []).map((actor) => ({
            value: String(actor.id),
            label: `${fullName(actor)} (${actor.email})`,
          })),
        ]}
        width={{ base: '100%', sm: '360px' }}
        onPage
      />

      <PagedResults
        query={entries}
        loadingText="Loading the audit log..."
        empty={
          <EmptyState title="Nothing recorded yet">
            {person
              ? 'This person has made no change. Choose Everyone to see all.'
              : 'Changes made by admins will appear here.'}
          </EmptyState>
        }
        page={page}
        noun="changes"
        onPage={(next) => show({ person, page: next })}
        caption="Audit log, newest first"
        columns={[
          {
            header: 'What',
            cell: (entry) => `${auditActionLabels[entry.action]} ${entry.target_label}`,
          },
          { header: 'When', cell: (entry) => formatEnIn(entry.at), nowrap: true },
          {
            header: 'Who',
            cell: (entry) => (entry.actor ? fullName(entry.actor) : 'The command line'),
          },
          { header: 'Details', cell: (entry) => auditDetails(entry) || '—' },
        ]}
      />
    </Stack>
  );
}
