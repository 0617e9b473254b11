import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { usePageTitle } from '../../app/usePageTitle';

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
      {students.isPending && <Text color="fg.muted">Loading...</Text>}
      {students.isError && (
        <Text role="alert" color="red.700">
          The students could not be loaded. Reload the page to try again.
        </Text>
      )}
      {students.data?.length === 0 && <Text color="fg.muted">No students are in your batches yet.</Text>}
      {students.data && students.data.length > 0 && (
        // Focusable, so a keyboard can scroll it on a narrow screen.
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          bg="white"
          tabIndex={0}
          aria-label="Students, table"
        >
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                <Table.ColumnHeader>Report</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
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
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
