import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  applicationProgrammes,
  applicationStatuses,
  applicationStatusLabels,
  programmeLabels,
} from '../../../shared/admissions';
import { notify } from '../../components/notify';
import { labelledOptions, SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';
import { formatEnIn } from '../../lib/dates';
import { downloadCsv } from '../../lib/download-csv';
import { errorText } from '../common/error-text';
import { PagedResults } from '../common/PagedResults';
import { PageHeader } from '../common/PageHeader';
import { RowAction } from '../common/RowAction';
import { useAddressFilters } from '../common/useAddressFilters';
import { usePagedQuery } from '../common/usePagedQuery';
import { ApplicationDialog } from './ApplicationDialog';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { applicationFilterParams, applicationQuery, readApplicationFilters } from './application-filters';

const applicationsPageSize = 20;

/** Applications: the admissions inbox, filtered on the server a page at a time, one opened at a time. */
export default function ApplicationsPage() {
  const { filters, filtered, filterInput, pager } = useAddressFilters(
    readApplicationFilters,
    applicationFilterParams,
  );
  const [openId, setOpenId] = useState<number | null>(null);

  const applications = usePagedQuery(
    adminKeys.applications(filters),
    { page: filters.page, pageSize: applicationsPageSize },
    (paging, signal) =>
      api.call('adminListApplications', { query: { ...applicationQuery(filters), ...paging }, signal }),
  );
  const exporter = useMutation({
    mutationFn: () => api.call('adminExportApplications', { query: applicationQuery(filters) }),
    onSuccess: (csv) => {
      downloadCsv(csv, `applications-${new Date().toISOString().slice(0, 10)}.csv`);
      notify.success('Applications exported.');
    },
    onError: (error) => notify.error(errorText(error)),
  });
  /** A filter by one field: all (the value '') or one of its values, each shown by its label. */
  const choice = <V extends string>(
    key: 'programme' | 'status',
    label: string,
    allLabel: string,
    values: readonly V[],
    labels: Record<V, string>,
    width: string,
  ) => (
    <SelectField
      label={label}
      {...filterInput(key)}
      options={[{ value: '', label: allLabel }, ...labelledOptions(labels, values)]}
      width={{ base: 'calc(50% - 0.375rem)', sm: width }}
      onPage
    />
  );
  const day = (key: 'from' | 'to', label: string) => (
    <TextField
      label={label}
      type="date"
      bg="white"
      {...filterInput(key)}
      width={{ base: 'calc(50% - 0.375rem)', sm: '170px' }}
    />
  );

  return (
    <Stack gap="5">
      <PageHeader
        title="Applications"
        lead="What visitors sent from the Apply pages. Admit one to create the student's account and invite them."
        actions={
          <Button variant="outline" bg="white" loading={exporter.isPending} onClick={() => exporter.mutate()}>
            <Download aria-hidden />
            Export CSV
          </Button>
        }
      />

      <HStack as="search" gap="3" wrap="wrap" align="flex-end">
        {choice('programme', 'Programme', 'All programmes', applicationProgrammes, programmeLabels, '190px')}
        {choice('status', 'Status', 'Any status', applicationStatuses, applicationStatusLabels, '170px')}
        {day('from', 'Received from')}
        {day('to', 'Received until')}
      </HStack>

      <PagedResults
        query={applications}
        loadingText="Loading applications..."
        filtered={filtered}
        noMatch={{ title: 'No application matches these filters', hint: 'Change the filters.' }}
        noneYet={{
          title: 'No applications yet',
          hint: 'Applications sent from /apply-demo and /apply-neet appear here.',
        }}
        pager={pager}
        noun="applications"
        caption="Applications"
        columns={[
          { header: 'Student', cell: (application) => application.student_name },
          {
            header: 'Programme',
            cell: (application) => (
              <Badge variant="outline">
                {programmeLabels[application.programme]} · Class {application.class_level}
              </Badge>
            ),
            nowrap: true,
          },
          { header: 'Reference', cell: (application) => application.reference, nowrap: true },
          {
            header: 'Received',
            cell: (application) => formatEnIn(application.created_at),
            nowrap: true,
          },
          { header: 'City', cell: (application) => application.city },
          {
            header: 'Status',
            cell: (application) => <ApplicationStatusBadge status={application.status} />,
            nowrap: true,
          },
        ]}
        actions={(application) => (
          <RowAction
            aria-label={`Open the application of ${application.student_name}`}
            onClick={() => setOpenId(application.id)}
          >
            Open
          </RowAction>
        )}
      />

      {openId !== null && <ApplicationDialog applicationId={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
