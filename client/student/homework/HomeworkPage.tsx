import { Button, Group, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import { subjects } from '../../../shared/schemas/homework';
import { fromNavBreakpoint } from '../../app/theme';
import { usePageTitle } from '../../app/usePageTitle';
import { labelledOptions, SelectField } from '../../components/SelectField';
import { QueryView } from '../../data/QueryView';
import {
  filterByProgress,
  filterBySubject,
  type HomeworkFilter,
  type HomeworkSort,
  homeworkFilterLabels,
  homeworkSortLabels,
  type SubjectFilter,
  sortHomework,
} from './homework-list';
import { StudentHomeworkCard } from './StudentHomeworkCard';
import { SubmissionChannel } from './SubmissionChannel';
import { useStudentHomework } from './useStudentHomework';

const twoColumns = 'repeat(2, minmax(0, 1fr))';

/** /dashboard/homework: the student's homework in a 2-column grid, filtered and sorted. */
export default function HomeworkPage() {
  usePageTitle('Homework');
  const { homework: query, refetch, replaceHomework, applySubmission } = useStudentHomework();
  const homework = query.data ?? [];
  const [subject, setSubject] = useState<SubjectFilter>('all');
  const [sort, setSort] = useState<HomeworkSort>('latest');
  const [progress, setProgress] = useState<HomeworkFilter>('all');
  const now = new Date();
  const ofSubject = filterBySubject(homework, subject);
  const shown = sortHomework(filterByProgress(ofSubject, progress, now), sort, now);

  return (
    <Stack gap="6">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'end' }} gap="4">
        <Heading as="h1" size="2xl">
          Homework
        </Heading>
        <HStack gap="3" align="end">
          <SelectField<SubjectFilter>
            label="Subject"
            value={subject}
            onChange={setSubject}
            options={[
              { value: 'all', label: 'All subjects' },
              ...subjects.map((name) => ({ value: name, label: name })),
            ]}
            size="sm"
            width={{ base: 'full', md: '44' }}
            onPage
          />
          <SelectField
            label="Sort by"
            value={sort}
            onChange={setSort}
            options={labelledOptions(homeworkSortLabels)}
            size="sm"
            width={{ base: 'full', md: '36' }}
            onPage
          />
        </HStack>
      </Stack>

      <Group attached={false} gap="2" flexWrap="wrap" role="group" aria-label="Show">
        {(Object.keys(homeworkFilterLabels) as HomeworkFilter[]).map((filter) => (
          <Button
            key={filter}
            size="sm"
            borderRadius="full"
            colorPalette="brand"
            variant={progress === filter ? 'solid' : 'outline'}
            bg={progress === filter ? undefined : 'white'}
            aria-pressed={progress === filter}
            onClick={() => setProgress(filter)}
          >
            {homeworkFilterLabels[filter]} ({filterByProgress(ofSubject, filter, now).length})
          </Button>
        ))}
      </Group>

      <QueryView query={query} failedText={messages.student.homeworkFetchFailed}>
        {(list) => list.length === 0 && <Text color="gray.600">{messages.student.noHomework}</Text>}
      </QueryView>
      {homework.length > 0 && shown.length === 0 && (
        <Text color="gray.600">
          {progress === 'all' ? messages.student.noHomeworkForSubject : messages.student.noHomeworkForFilter}
        </Text>
      )}

      {/* One column on a phone, two from the mobile breakpoint (docs/behaviour.md#screens). */}
      <SimpleGrid columns={1} css={{ [fromNavBreakpoint]: { gridTemplateColumns: twoColumns } }} gap="5">
        {shown.map((item) => (
          <StudentHomeworkCard key={item.id} homework={item} now={now} onHomeworkChange={replaceHomework} />
        ))}
      </SimpleGrid>

      {homework
        .filter((item) => item.submissions.length > 0)
        .map((item) => (
          <SubmissionChannel
            key={item.id}
            homeworkId={item.id}
            onMessage={applySubmission}
            refetch={refetch}
          />
        ))}
    </Stack>
  );
}
