import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../app/usePageTitle';
import { AttendanceRecord } from '../../components/AttendanceRecord';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';

/** /dashboard/attendance: the student's own attendance, class by class and month by month. */
export default function StudentAttendancePage() {
  usePageTitle('Attendance');
  const record = useQuery({
    queryKey: queryKeys.ownAttendance,
    queryFn: ({ signal }) => api.call('ownAttendance', { signal }),
  });
  return (
    <Stack gap="5" maxWidth="3xl">
      <Heading as="h1" size="2xl">
        My attendance
      </Heading>
      {record.isPending && <Text color="fg.muted">Loading...</Text>}
      {record.isError && (
        <Text role="alert" color="red.700">
          Your attendance could not be loaded. Reload the page to try again.
        </Text>
      )}
      {record.data && <AttendanceRecord record={record.data} />}
    </Stack>
  );
}
