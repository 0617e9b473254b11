import { Stack } from '@chakra-ui/react';
import { SelectField } from '../../components/SelectField';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';
import { formatEnIn } from '../../lib/dates';
import { PagedResults } from '../common/PagedResults';
import { PageHeader } from '../common/PageHeader';
import { fullName } from '../common/person-name';
import { useAddressFilters } from '../common/useAddressFilters';
import { usePagedQuery } from '../common/usePagedQuery';
import { actorQuery, auditFilterParams, commandLine, readAuditFilters } from './audit-filters';
import { auditActionLabels, auditActorLabel, auditDetails } from './audit-wording';

const auditPageSize = 25;

/** Who did what to whom and when, newest first; filtered by the person who made the change. */
export default function AuditLogPage() {
  const { filters, filtered, filterInput, pager } = useAddressFilters(readAuditFilters, auditFilterParams);
  const entries = usePagedQuery(
    adminKeys.audit(filters),
    { page: filters.page, pageSize: auditPageSize },
    (paging, signal) =>
      api.call('adminAuditLog', { query: { ...actorQuery(filters.person), ...paging }, signal }),
  );

  return (
    <Stack gap="5">
      <PageHeader
        title="Audit log"
        lead="Every change made by an admin, here or on the command line, and every security event, newest first."
      />
      <SelectField
        label="Changes made by"
        {...filterInput('person')}
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
        filtered={filtered}
        noMatch={{
          title: 'Nothing recorded yet',
          hint: 'This person has made no change. Choose Everyone to see all.',
        }}
        noneYet={{ title: 'Nothing recorded yet', hint: 'Changes made by admins will appear here.' }}
        pager={pager}
        noun="changes"
        caption="Audit log, newest first"
        columns={[
          {
            header: 'What',
            cell: (entry) => `${auditActionLabels[entry.action]} ${entry.target_label}`,
          },
          { header: 'When', cell: (entry) => formatEnIn(entry.at), nowrap: true },
          {
            header: 'Who',
            cell: (entry) => auditActorLabel(entry, entry.actor ? fullName(entry.actor) : null),
          },
          { header: 'Details', cell: (entry) => auditDetails(entry) || '—' },
        ]}
      />
    </Stack>
  );
}
