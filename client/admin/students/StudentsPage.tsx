import { Button, HStack, Stack } from '@chakra-ui/react';
import { Download, Plus, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminStudent } from '../../../shared/schemas/admin';
import { labelledOptions, SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';
import { PagedResults } from '../common/PagedResults';
import { PageHeader } from '../common/PageHeader';
import { fullName } from '../common/person-name';
import { RowAction } from '../common/RowAction';
import { StatusBadge } from '../common/StatusBadge';
import { studentColumns } from '../common/student-columns';
import { useAddressFilters } from '../common/useAddressFilters';
import { useAdminBatches } from '../common/useAdminBatches';
import { usePagedQuery } from '../common/usePagedQuery';
import { ImportStudentsDialog } from './ImportStudentsDialog';
import { ManageStudentDialog } from './ManageStudentDialog';
import { StudentFormDialog } from './StudentFormDialog';
import { readStudentFilters, statusFilters, studentFilterParams, studentQuery } from './student-filters';
import { useStudentExport } from './useStudentExport';

const statusLabels = { all: 'All', active: 'Active', lapsed: 'Lapsed', deactivated: 'Deactivated' } as const;
const studentsPageSize = 20;
/** Typing pauses this long before the list is asked again. */
const searchDelayMs = 300;

/** Students: search and filter (on the server, a page at a time), create, manage one, CSV in and out. */
export default function StudentsPage() {
  const { filters, filtered, filterBy, filterInput, pager } = useAddressFilters(
    readStudentFilters,
    studentFilterParams,
  );
  const [search, setSearch] = useState(filters.q);
  const [dialog, setDialog] = useState<'create' | 'import' | null>(null);
  const [managing, setManaging] = useState<AdminStudent | null>(null);

  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => filterBy('q', search.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  });

  const batches = useAdminBatches();
  const students = usePagedQuery(
    adminKeys.students(filters),
    { page: filters.page, pageSize: studentsPageSize },
    (paging, signal) =>
      api.call('adminListStudents', { query: { ...studentQuery(filters), ...paging }, signal }),
  );
  const exporter = useStudentExport(filters);

  return (
    <Stack gap="5">
      <PageHeader
        title="Students"
        lead="A new student gets an e-mail with a link to set their password."
        actions={
          <>
            <Button
              variant="outline"
              bg="white"
              loading={exporter.isPending}
              onClick={() => exporter.mutate()}
            >
              <Download aria-hidden />
              Export CSV
            </Button>
            <Button variant="outline" bg="white" onClick={() => setDialog('import')}>
              <Upload aria-hidden />
              Import CSV
            </Button>
            <Button colorPalette="brand" onClick={() => setDialog('create')}>
              <Plus aria-hidden />
              New student
            </Button>
          </>
        }
      />

      <HStack as="search" gap="3" wrap="wrap" align="flex-end">
        <TextField
          label="Search"
          type="search"
          bg="white"
          placeholder="Name or e-mail"
          value={search}
          onChange={setSearch}
          width={{ base: '100%', md: '280px' }}
        />
        <SelectField
          label="Batch"
          {...filterInput('batch')}
          options={[
            { value: '', label: 'All batches' },
            ...(batches.data ?? []).map((batch) => ({
              value: String(batch.id),
              label: batch.archived_at !== null ? `${batch.name} (archived)` : batch.name,
            })),
          ]}
          width={{ base: 'calc(50% - 0.375rem)', sm: '200px' }}
          onPage
        />
        <SelectField
          label="Status"
          {...filterInput('status')}
          options={labelledOptions(statusLabels, statusFilters)}
          width={{ base: 'calc(50% - 0.375rem)', sm: '180px' }}
          onPage
        />
      </HStack>

      <PagedResults
        query={students}
        loadingText="Loading students..."
        filtered={filtered}
        noMatch={{ title: 'No student matches these filters', hint: 'Change the search or the filters.' }}
        noneYet={{ title: 'No students yet', hint: 'Add a student, or import a CSV of new students.' }}
        pager={pager}
        noun="students"
        caption="Students"
        columns={[
          ...studentColumns(),
          {
            header: 'Status',
            cell: (student) => <StatusBadge status={student.status} />,
            nowrap: true,
          },
        ]}
        actions={(student) => (
          <RowAction aria-label={`Manage ${fullName(student)}`} onClick={() => setManaging(student)}>
            Manage
          </RowAction>
        )}
      />

      {dialog === 'create' && (
        <StudentFormDialog batches={batches.data ?? []} onClose={() => setDialog(null)} />
      )}
      {dialog === 'import' && <ImportStudentsDialog onClose={() => setDialog(null)} />}
      {managing && (
        <ManageStudentDialog
          // The list's fresh copy after each change, or the one opened if it left this page of results.
          student={students.data?.items.find((student) => student.id === managing.id) ?? managing}
          batches={batches.data ?? []}
          onClose={() => setManaging(null)}
        />
      )}
    </Stack>
  );
}
