import { Badge, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { StudentListItem } from '../../../shared/schemas/batches';
import { usePageTitle } from '../../app/usePageTitle';
import { ScrollableTable } from '../../components/ScrollableTable';
import { api } from '../../data/client';
import { QueryStatus } from '../../data/QueryStatus';
import { queryKeys } from '../../data/query-keys';
import { formatCalendarDate } from '../../lib/dates';

const studentColumns = [{ header: 'Student' }, { header: 'Batch' }, { header: 'Report' }];

/** Whether the student's subscription has ended, and when, for a teacher who wonders why they stay away. */
function SubscriptionNote({ student }: { student: StudentListItem }) {
  if (student.status === 'active') return null;
  const label = student.status === 'lapsed' ? 'Lapsed' : 'Deactivated';
  return (
    <Text fontSize="sm" color="fg.muted">
      <Badge colorPalette={student.status === 'lapsed' ? 'orange' : 'gray'} me="1.5">
        {label}
      </Badge>
      {student.status === 'lapsed' &&
        (student.valid_until
          ? `subscription ended ${formatCalendarDate(student.valid_until)}`
          : 'no subscription yet')}
    </Text>
  );
}

/** /teacher/students: the students of the teacher's batches, each with their progress report. */
export default function TeacherStudentsPage() {
  usePageTitle('Students');
  const students = useQuery({
    queryKey: queryKeys.teacherStudents,
    queryFn: ({ signal }) => api.call('teacherStudents', { signal }),
  });
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Students
      </Heading>
      <QueryStatus
        query={students}
        failedText="The students could not be loaded. Reload the page to try again."
      />
      {students.data?.length === 0 && <Text color="fg.muted">No students are in your batches yet.</Text>}
      {students.data && students.data.length > 0 && (
        <ScrollableTable label="Students, table" columns={studentColumns} wrap>
          {students.data.map((student) => (
            <Table.Row key={student.id}>
              <Table.Cell>
                <Stack gap="1">
                  <Text fontWeight="medium">{student.full_name}</Text>
                  {/* An address breaks anywhere, so a long one never widens the table past a phone. */}
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    {student.email}
                  </Text>
                  <SubscriptionNote student={student} />
                </Stack>
              </Table.Cell>
              <Table.Cell>{student.batch.name}</Table.Cell>
              <Table.Cell>
                <Link asChild color="brand.fg">
                  <RouterLink
                    to={`/teacher/students/${student.id}/progress`}
                    aria-label={`Progress report of ${student.full_name}`}
                  >
                    Progress report
                  </RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollableTable>
      )}
    </Stack>
  );
}
