import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  HomeworkOutcome,
  ProgressReport as Report,
  SubjectProgress,
} from '../../shared/schemas/progress';
import { testTexts } from '../../shared/test-texts';
import { productName } from '../app/brand';
import { formatCalendarDate, formatEnIn } from '../lib/dates';
import { AttendanceSummaryView } from './AttendanceRecord';
import { ScrollableTable, type ScrollableTableColumn } from './ScrollableTable';
import { TestScoresView } from './TestScoresView';

const outcomeLabels: Record<HomeworkOutcome, { label: string; palette: string }> = {
  on_time: { label: 'On time', palette: 'green' },
  late: { label: 'Late', palette: 'orange' },
  missing: { label: 'Missing', palette: 'red' },
  upcoming: { label: 'Not due yet', palette: 'gray' },
};

const subjectName = (subject: SubjectProgress['subject']) => subject ?? 'Other';

/**
 * Printing keeps the report only: the area's top bar, sidebar and bottom bar, the skip link and the
 * print button go, and rows never split across pages, so "Save as PDF" gives a clean document.
 */
const printStyles = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: white !important; }
  header, nav, a[href="#area-main"], [data-print-hide] { display: none !important; }
  main { padding: 0 !important; }
  [data-report] { font-size: 10.5pt; }
  [data-report] tr, [data-report] li { break-inside: avoid; }
  [data-report] h2 { break-after: avoid; }
}`;

function OutcomeBadge({ outcome }: { outcome: HomeworkOutcome }) {
  const { label, palette } = outcomeLabels[outcome];
  return (
    <Badge colorPalette={palette} variant="outline">
      {label}
    </Badge>
  );
}

const subjectColumns: readonly ScrollableTableColumn[] = [
  { header: 'Subject' },
  { header: 'On time', numeric: true },
  { header: 'Late', numeric: true },
  { header: 'Missing', numeric: true },
  { header: 'Grades, in order' },
];

type ReportSectionProps = { headingId: string; title: string; children: ReactNode };

/** One of the report's sections, named by its heading. */
function ReportSection({ headingId, title, children }: ReportSectionProps) {
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A student's progress report as parents read it, on screen and on paper. */
export function ProgressReport({ report }: { report: Report }) {
  const name = `${report.student.first_name} ${report.student.last_name}`.trim();
  const graded = (group: SubjectProgress) =>
    group.homework.flatMap((item) => (item.grade ? [item.grade] : []));
  return (
    <Stack gap="6" data-report maxWidth="4xl">
      <style>{printStyles}</style>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Text
            fontWeight="bold"
            color="brand.fg"
            textTransform="uppercase"
            letterSpacing="wider"
            fontSize="sm"
          >
            {productName}
          </Text>
          <Heading as="h1" size="2xl">
            Progress report: {name}
          </Heading>
          <Text color="gray.700">
            Batch: {report.batch?.name ?? 'No batch'} · Period: {formatCalendarDate(report.period.from)} to{' '}
            {formatCalendarDate(report.period.to)}
          </Text>
        </Stack>
        <Button data-print-hide colorPalette="brand" onClick={() => window.print()}>
          <Printer size={16} aria-hidden />
          Print / Save as PDF
        </Button>
      </HStack>

      <AttendanceSummaryView summary={report.attendance} headingId="attendance-heading" />

      <ReportSection headingId="summary-heading" title="Homework by subject">
        {report.subjects.length === 0 ? (
          <Text color="fg.muted">No homework has been set for this batch yet.</Text>
        ) : (
          <ScrollableTable label="Homework by subject, table" columns={subjectColumns} wrap>
            {report.subjects.map((group) => (
              <Table.Row key={subjectName(group.subject)}>
                <Table.Cell fontWeight="semibold">{subjectName(group.subject)}</Table.Cell>
                <Table.Cell textAlign="end">{group.on_time}</Table.Cell>
                <Table.Cell textAlign="end">{group.late}</Table.Cell>
                <Table.Cell textAlign="end">{group.missing}</Table.Cell>
                <Table.Cell>{graded(group).join(', ') || 'None yet'}</Table.Cell>
              </Table.Row>
            ))}
          </ScrollableTable>
        )}
      </ReportSection>

      {report.subjects.map((group) => (
        <Stack
          as="section"
          gap="2"
          key={subjectName(group.subject)}
          aria-label={`${subjectName(group.subject)} homework`}
        >
          <Heading as="h2" size="md">
            {subjectName(group.subject)}
          </Heading>
          <Stack as="ul" gap="1" listStyleType="none">
            {group.homework.map((item) => (
              <HStack
                as="li"
                key={item.homework_id}
                justify="space-between"
                gap="2"
                wrap="wrap"
                py="1"
                borderBottomWidth="1px"
              >
                <Box minWidth="0">
                  <Text fontWeight="medium">{item.title}</Text>
                  <Text fontSize="sm" color="gray.700">
                    Due {formatEnIn(item.due_date)}
                  </Text>
                </Box>
                <HStack gap="2">
                  {item.grade && <Text fontWeight="semibold">Grade {item.grade}</Text>}
                  <OutcomeBadge outcome={item.outcome} />
                </HStack>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ))}

      <ReportSection headingId="tests-heading" title={testTexts.scoresHeading}>
        <TestScoresView tests={report.tests} />
      </ReportSection>

      <ReportSection headingId="feedback-heading" title="Feedback from teachers">
        {report.feedback.length === 0 ? (
          <Text color="fg.muted">No feedback yet.</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none">
            {report.feedback.map((entry) => (
              <Box as="li" key={entry.homework_id} borderLeftWidth="3px" borderLeftColor="brand.500" pl="3">
                <Text fontWeight="semibold">
                  {entry.title}
                  {entry.subject && ` (${entry.subject})`}
                  {entry.grade && ` · Grade ${entry.grade}`}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  Submitted {formatEnIn(entry.submitted_at)}
                </Text>
                <Text whiteSpace="pre-line">{entry.feedback}</Text>
              </Box>
            ))}
          </Stack>
        )}
      </ReportSection>
    </Stack>
  );
}
