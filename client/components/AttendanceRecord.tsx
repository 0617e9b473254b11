import { Badge, Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { attendanceTexts, percentageText } from '../../shared/attendance-texts';
import type {
  AttendanceStatus,
  AttendanceSummary,
  MonthAttendance,
  StudentAttendance,
} from '../../shared/schemas/attendance';
import { formatClassDate, formatClassTime } from '../lib/dates';
import { ScrollableTable, type ScrollableTableColumn } from './ScrollableTable';

const statusPalette: Record<AttendanceStatus, string> = {
  present: 'green',
  late: 'orange',
  absent: 'red',
  excused: 'blue',
};

/** A class's status as a badge; "Not marked" when the teacher has not marked it for the student. */
export function AttendanceBadge({ status }: { status: AttendanceStatus | null }) {
  return status === null ? (
    <Badge colorPalette="gray" variant="outline">
      {attendanceTexts.notMarked}
    </Badge>
  ) : (
    <Badge colorPalette={statusPalette[status]} variant="outline">
      {attendanceTexts.statusLabels[status]}
    </Badge>
  );
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const monthColumns: readonly ScrollableTableColumn[] = [
  { header: 'Month' },
  { header: 'Attended', numeric: true },
  { header: 'Present', numeric: true },
  { header: 'Late', numeric: true },
  { header: 'Absent', numeric: true },
];

function MonthRow({ month }: { month: MonthAttendance }) {
  return (
    <Table.Row>
      <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
        {monthName(month.month)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontWeight="semibold">
        {month.percentage === null ? '—' : `${month.percentage}%`}
      </Table.Cell>
      <Table.Cell textAlign="end">{month.present}</Table.Cell>
      <Table.Cell textAlign="end">{month.late}</Table.Cell>
      <Table.Cell textAlign="end">{month.absent}</Table.Cell>
    </Table.Row>
  );
}

/** The attended percentage in large type, and the months as a table (the progress report prints this). */
export function AttendanceSummaryView({
  summary,
  headingId,
}: {
  summary: AttendanceSummary;
  headingId: string;
}) {
  const { total } = summary;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        Attendance
      </Heading>
      {summary.months.length === 0 ? (
        <Text color="fg.muted">{attendanceTexts.noClassesYet}</Text>
      ) : (
        <>
          <HStack gap="3" align="baseline" wrap="wrap">
            <Text fontSize="2xl" fontWeight="bold" data-testid="attendance-percentage">
              {percentageText(total.percentage)}
            </Text>
            <Text fontSize="sm" color="gray.700">
              attended · {total.present} present, {total.late} late, {total.absent} absent, {total.excused}{' '}
              excused, {total.unmarked} not marked
            </Text>
          </HStack>
          <ScrollableTable label="Attendance by month, table" columns={monthColumns} wrap>
            {summary.months.map((month) => (
              <MonthRow key={month.month} month={month} />
            ))}
          </ScrollableTable>
          <Text fontSize="xs" color="gray.700">
            {attendanceTexts.percentageHelp}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** A student's record: the summary, then every class that has taken place, newest first. */
export function AttendanceRecord({ record }: { record: StudentAttendance }) {
  return (
    <Stack gap="6">
      <AttendanceSummaryView summary={record} headingId="attendance-summary-heading" />
      {record.classes.length > 0 && (
        <Stack as="section" gap="2" aria-labelledby="attendance-classes-heading">
          <Heading as="h2" size="md" id="attendance-classes-heading">
            Classes
          </Heading>
          <Stack as="ul" gap="0" listStyleType="none">
            {record.classes.map((entry) => (
              <HStack
                as="li"
                key={entry.class_id}
                justify="space-between"
                gap="2"
                py="2"
                borderBottomWidth="1px"
                aria-label={`${entry.topic}, ${formatClassDate(entry.start_time)}: ${
                  entry.status ? attendanceTexts.statusLabels[entry.status] : attendanceTexts.notMarked
                }`}
              >
                <Box minWidth="0">
                  <Text fontWeight="medium">{entry.topic}</Text>
                  <Text fontSize="sm" color="gray.700">
                    {formatClassDate(entry.start_time)}, {formatClassTime(entry.start_time)}
                    {entry.remark && ` · ${entry.remark}`}
                  </Text>
                </Box>
                <AttendanceBadge status={entry.status} />
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
