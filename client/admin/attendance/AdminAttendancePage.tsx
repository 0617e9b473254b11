import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { attendanceTexts } from '../../../shared/attendance-texts';
import type { BatchAttendance } from '../../../shared/schemas/attendance';
import { AttendanceRecord } from '../../components/AttendanceRecord';
import { notify } from '../../components/notify';
import { ScrollableTable, type ScrollableTableColumn } from '../../components/ScrollableTable';
import { SelectField } from '../../components/SelectField';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';
import { formatClassDate, formatClassTime } from '../../lib/dates';
import { downloadCsv } from '../../lib/download-csv';
import { errorText } from '../common/error-text';
import { PageHeader } from '../common/PageHeader';
import { PanelDialog } from '../common/PanelDialog';
import { useAdminBatches } from '../common/useAdminBatches';

type StudentRef = BatchAttendance['students'][number]['student'];
const nameOf = (student: StudentRef) => `${student.first_name} ${student.last_name}`;

const studentColumns: readonly ScrollableTableColumn[] = [
  { header: 'Student' },
  { header: 'Attended', numeric: true },
  { header: 'Present', numeric: true },
  { header: 'Late', numeric: true },
  { header: 'Absent', numeric: true },
  { header: 'Excused', numeric: true },
  { header: 'Not marked', numeric: true },
];

const classColumns: readonly ScrollableTableColumn[] = [
  { header: 'Class' },
  { header: 'Marking' },
  { header: 'Present', numeric: true },
  { header: 'Late', numeric: true },
  { header: 'Absent', numeric: true },
  { header: 'Excused', numeric: true },
];

/** One student's record in a dialog, as the student sees it. */
function StudentRecordDialog({ student, onClose }: { student: StudentRef; onClose: () => void }) {
  const record = useQuery({
    queryKey: adminKeys.studentAttendance(student.id),
    queryFn: ({ signal }) => api.call('adminStudentAttendance', { params: { id: student.id }, signal }),
  });
  return (
    <PanelDialog title={`Attendance: ${nameOf(student)}`} maxWidthPx={640} onClose={onClose}>
      {record.isPending && <Text color="fg.muted">Loading...</Text>}
      {record.isError && (
        <Text role="alert" color="red.700">
          {errorText(record.error)}
        </Text>
      )}
      {record.data && <AttendanceRecord record={record.data} />}
    </PanelDialog>
  );
}

function BatchAttendanceView({
  data,
  onOpen,
}: {
  data: BatchAttendance;
  onOpen: (student: StudentRef) => void;
}) {
  if (data.classes.length === 0) return <Text color="fg.muted">{attendanceTexts.noClassesYet}</Text>;
  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-labelledby="by-student-heading">
        <Heading as="h2" size="md" id="by-student-heading">
          By student
        </Heading>
        {data.students.length === 0 ? (
          <Text color="fg.muted">{attendanceTexts.noStudents}</Text>
        ) : (
          <ScrollableTable label="Attendance by student, table" columns={studentColumns}>
            {data.students.map((row) => (
              <Table.Row key={row.student.id}>
                <Table.Cell>
                  <Button
                    variant="plain"
                    color="brand.fg"
                    px="0"
                    height="auto"
                    onClick={() => onOpen(row.student)}
                  >
                    {nameOf(row.student)}
                  </Button>
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {row.percentage === null ? '—' : `${row.percentage}%`}
                </Table.Cell>
                <Table.Cell textAlign="end">{row.present}</Table.Cell>
                <Table.Cell textAlign="end">{row.late}</Table.Cell>
                <Table.Cell textAlign="end">{row.absent}</Table.Cell>
                <Table.Cell textAlign="end">{row.excused}</Table.Cell>
                <Table.Cell textAlign="end">{row.unmarked}</Table.Cell>
              </Table.Row>
            ))}
          </ScrollableTable>
        )}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="by-class-heading">
        <Heading as="h2" size="md" id="by-class-heading">
          By class
        </Heading>
        <ScrollableTable label="Attendance by class, table" columns={classColumns}>
          {[...data.classes].reverse().map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell>
                <Text fontWeight="medium">{item.topic}</Text>
                <Text fontSize="xs" color="gray.700">
                  {formatClassDate(item.start_time)}, {formatClassTime(item.start_time)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {item.marked ? (
                  <Badge colorPalette="green">{attendanceTexts.classMarked}</Badge>
                ) : (
                  <Badge colorPalette="orange">{attendanceTexts.classNotMarked}</Badge>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{item.present}</Table.Cell>
              <Table.Cell textAlign="end">{item.late}</Table.Cell>
              <Table.Cell textAlign="end">{item.absent}</Table.Cell>
              <Table.Cell textAlign="end">{item.excused}</Table.Cell>
            </Table.Row>
          ))}
        </ScrollableTable>
      </Stack>
    </Stack>
  );
}

/** /admin/attendance: a batch's attendance by student and by class, a student's record, CSV export. */
export default function AdminAttendancePage() {
  const batches = useAdminBatches();
  const [chosen, setChosen] = useState('');
  const batchId = chosen || String(batches.data?.find((batch) => batch.archived_at === null)?.id ?? '');
  const [opened, setOpened] = useState<StudentRef | null>(null);
  const attendance = useQuery({
    queryKey: adminKeys.batchAttendance(Number(batchId)),
    queryFn: ({ signal }) => api.call('adminBatchAttendance', { params: { id: Number(batchId) }, signal }),
    enabled: batchId !== '',
  });
  const exporter = useMutation({
    mutationFn: () => api.call('adminExportAttendance', { params: { id: Number(batchId) } }),
    onSuccess: (csv) => {
      const name = attendance.data?.batch.name ?? 'batch';
      downloadCsv(
        csv,
        `attendance-${name.replace(/\W+/g, '-')}-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      notify.success('Attendance exported.');
    },
    onError: (error) => notify.error(errorText(error)),
  });
  return (
    <Stack gap="5">
      <PageHeader
        title="Attendance"
        lead={attendanceTexts.percentageHelp}
        actions={
          <Button
            variant="outline"
            bg="white"
            disabled={batchId === ''}
            loading={exporter.isPending}
            onClick={() => exporter.mutate()}
          >
            <Download aria-hidden />
            Export CSV
          </Button>
        }
      />
      <SelectField
        label="Batch"
        value={batchId}
        onChange={setChosen}
        options={[
          { value: '', label: 'Select Batch' },
          ...(batches.data ?? []).map((batch) => ({ value: String(batch.id), label: batch.name })),
        ]}
        width={{ base: '100%', sm: '280px' }}
        onPage
      />
      {batchId === '' && !batches.isPending && (
        <Text color="fg.muted">Choose a batch to see its attendance.</Text>
      )}
      {attendance.isPending && batchId !== '' && <Text color="fg.muted">Loading...</Text>}
      {attendance.isError && (
        <Text role="alert" color="red.700">
          {errorText(attendance.error)}
        </Text>
      )}
      {attendance.data && <BatchAttendanceView data={attendance.data} onOpen={setOpened} />}
      {opened && <StudentRecordDialog student={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
