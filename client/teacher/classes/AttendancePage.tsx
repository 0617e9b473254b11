import { Badge, Box, Button, Card, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { attendanceTexts } from '../../../shared/attendance-texts';
import {
  type AttendanceStatus,
  attendanceRules,
  attendanceStatuses,
  type ClassAttendance,
  type RosterEntry,
} from '../../../shared/schemas/attendance';
import { usePageTitle } from '../../app/usePageTitle';
import { notify } from '../../components/notify';
import { api } from '../../data/client';
import { ApiRequestError } from '../../data/errors';
import { queryKeys } from '../../data/query-keys';
import { formatClassDate, formatClassTime } from '../../lib/dates';

const palette: Record<AttendanceStatus, string> = {
  present: 'green',
  late: 'orange',
  absent: 'red',
  excused: 'blue',
};

type Marking = Record<number, { status: AttendanceStatus | null; remark: string }>;

/** What the form starts from: the saved marking, else what a join click suggests, else nothing. */
const startingMarking = (data: ClassAttendance): Marking =>
  Object.fromEntries(
    data.students.map((entry) => [
      entry.student.id,
      { status: entry.status ?? entry.suggested, remark: entry.remark },
    ]),
  );

const fullName = (entry: RosterEntry) => `${entry.student.first_name} ${entry.student.last_name}`;

/** One student's row: name, join click, the four statuses as one-tap choices, a remark when not present. */
function StudentRow({
  entry,
  value,
  onChange,
}: {
  entry: RosterEntry;
  value: Marking[number];
  onChange: (value: Marking[number]) => void;
}) {
  const name = fullName(entry);
  return (
    <Card.Root as="li" size="sm" variant="outline" bg="white">
      <Card.Body gap="2" py="2.5">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          {entry.joined_at && (
            <Text fontSize="xs" color="gray.700">
              Joined {formatClassTime(entry.joined_at)}
            </Text>
          )}
        </HStack>
        <HStack role="radiogroup" aria-label={`Attendance of ${name}`} gap="1" wrap="nowrap">
          {attendanceStatuses.map((status) => {
            const chosen = value.status === status;
            return (
              <Button
                key={status}
                role="radio"
                aria-checked={chosen}
                size="sm"
                flex="1"
                minWidth="0"
                px="1"
                variant={chosen ? 'solid' : 'outline'}
                colorPalette={chosen ? palette[status] : 'gray'}
                onClick={() => onChange({ ...value, status })}
              >
                {attendanceTexts.statusLabels[status]}
              </Button>
            );
          })}
        </HStack>
        {value.status !== null && value.status !== 'present' && (
          <Input
            size="sm"
            aria-label={`Remark for ${name} (optional)`}
            placeholder="Remark (optional)"
            maxLength={attendanceRules.remarkMax}
            value={value.remark}
            onChange={(event) => onChange({ ...value, remark: event.target.value })}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function AttendanceForm({ data }: { data: ClassAttendance }) {
  const queryClient = useQueryClient();
  const [marking, setMarking] = useState<Marking>(() => startingMarking(data));
  const unmarked = data.students.filter((entry) => marking[entry.student.id]?.status == null).length;
  const save = useMutation({
    mutationFn: () =>
      api.call('markAttendance', {
        params: { id: data.class.id },
        body: {
          entries: data.students.map((entry) => ({
            student_id: entry.student.id,
            status: marking[entry.student.id].status as AttendanceStatus,
            remark: marking[entry.student.id].remark,
          })),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.classAttendance(data.class.id), saved);
      notify.success(attendanceTexts.saved);
    },
    onError: (error) =>
      notify.error(
        error instanceof ApiRequestError && error.detail
          ? `${attendanceTexts.saveFailed} ${error.detail}`
          : attendanceTexts.saveFailed,
      ),
  });

  if (data.students.length === 0) return <Text color="fg.muted">{attendanceTexts.noStudents}</Text>;
  return (
    <Stack
      gap="3"
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" color="gray.700" aria-live="polite">
          {unmarked === 0 ? 'Everyone has a status.' : `${unmarked} still to mark`}
        </Text>
        <Button
          variant="outline"
          colorPalette="green"
          onClick={() =>
            setMarking((current) =>
              Object.fromEntries(
                Object.entries(current).map(([id, value]) => [
                  id,
                  { status: 'present', remark: value.remark },
                ]),
              ),
            )
          }
        >
          <CheckCheck size={16} aria-hidden />
          {attendanceTexts.allPresent}
        </Button>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none">
        {data.students.map((entry) => (
          <StudentRow
            key={entry.student.id}
            entry={entry}
            value={marking[entry.student.id]}
            onChange={(value) => setMarking((current) => ({ ...current, [entry.student.id]: value }))}
          />
        ))}
      </Stack>
      <Box position="sticky" bottom={{ base: '72px', md: '4' }} zIndex="1">
        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          size="lg"
          disabled={unmarked > 0}
          loading={save.isPending}
          loadingText="Saving..."
        >
          {attendanceTexts.save}
        </Button>
      </Box>
    </Stack>
  );
}

/** /teacher/classes/:classId/attendance: mark every student of the class's batch, fast on a phone. */
export default function AttendancePage() {
  const classId = Number(useParams().classId);
  const query = useQuery({
    queryKey: queryKeys.classAttendance(classId),
    queryFn: ({ signal }) => api.call('classAttendance', { params: { id: classId }, signal }),
  });
  usePageTitle(query.data ? `Attendance: ${query.data.class.topic}` : 'Attendance');
  return (
    <Stack gap="4" maxWidth="2xl">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start">
        <RouterLink to="/teacher/classes">
          <ArrowLeft size={16} aria-hidden />
          Back to classes
        </RouterLink>
      </Link>
      {query.isPending && <Text color="fg.muted">Loading...</Text>}
      {query.isError && (
        <Text role="alert" color="red.700">
          {query.error instanceof ApiRequestError && [403, 404].includes(query.error.status)
            ? 'There is no such class in your batches.'
            : 'The attendance could not be loaded. Reload the page to try again.'}
        </Text>
      )}
      {query.data && (
        <>
          <Stack gap="1">
            <Heading as="h1" size="xl">
              Attendance: {query.data.class.topic}
            </Heading>
            <HStack gap="2" wrap="wrap" fontSize="sm" color="gray.700">
              <Text>
                {query.data.class.batch.name} · {formatClassDate(query.data.class.start_time)},{' '}
                {formatClassTime(query.data.class.start_time)}
              </Text>
              {query.data.marked ? (
                <Badge colorPalette="green">{attendanceTexts.classMarked}</Badge>
              ) : (
                <Badge colorPalette="orange">{attendanceTexts.classNotMarked}</Badge>
              )}
            </HStack>
          </Stack>
          <AttendanceForm key={query.data.marked_at ?? 'new'} data={query.data} />
        </>
      )}
    </Stack>
  );
}
