import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { ScrollableTable } from '../../components/ScrollableTable';
import { api } from '../../data/client';
import { QueryStatus } from '../../data/QueryStatus';
import { queryKeys } from '../../data/query-keys';

const studentColumns = [{ header: 'Name' }, { header: 'E-mail' }, { header: 'Report' }];

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
        <ScrollableTable label="Students, table" columns={studentColumns}>
          {students.data.map((student) => (
            <Table.Row key={student.id}>
              <Table.Cell fontWeight="medium">{student.full_name}</Table.Cell>
              <Table.Cell>{student.email}</Table.Cell>
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
