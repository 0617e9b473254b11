import { Badge, Box, Card, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  AnswerValue,
  AttemptResult,
  QuestionKey,
  ReviewQuestion,
} from '../../shared/schemas/assessments';
import { testTexts } from '../../shared/test-texts';
import { MathText } from '../components/math/MathText';
import { QuestionImage } from '../components/QuestionImage';
import { ScrollableTable } from '../components/ScrollableTable';
import { QueryView } from '../data/QueryView';
import { formatEnIn } from '../lib/dates';

/**
 * A test's result as the student sees it, for the student and their guardian alike: the score, rank,
 * sections and review once released (the server sends none before), when it will be before.
 */
export function TestResult({ result }: { result: UseQueryResult<AttemptResult> }) {
  return (
    <QueryView query={result} failedText={testTexts.resultFetchFailed}>
      {(loaded) => <Result result={loaded} />}
    </QueryView>
  );
}

function Result({ result }: { result: AttemptResult }) {
  if (!result.released)
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {result.title}
        </Heading>
        <Text>{testTexts.submitted}</Text>
        {result.releases_at && <Text>{testTexts.resultsAfterClose(formatEnIn(result.releases_at))}</Text>}
      </Stack>
    );
  let number = 0;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {result.title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Fact label="Score" value={`${result.total} / ${result.max_total}`} />
        <Fact label="Rank" value={`${result.rank} of ${result.sat}`} />
        <Fact label="Percentile" value={result.percentile === null ? '-' : String(result.percentile)} />
      </SimpleGrid>
      <ScrollableTable
        label="Scores by section"
        columns={[{ header: 'Section' }, { header: 'Score', numeric: true }]}
      >
        {result.sections.map((section) => (
          <Table.Row key={section.title}>
            <Table.Cell>{section.title}</Table.Cell>
            <Table.Cell textAlign="end">
              {section.score} / {section.max}
            </Table.Cell>
          </Table.Row>
        ))}
      </ScrollableTable>
      <Heading as="h2" size="lg">
        Review
      </Heading>
      {result.review.map((section) => (
        <Stack key={section.title} gap="4" as="section" aria-label={section.title}>
          <Heading as="h3" size="md">
            {section.title}
          </Heading>
          {section.questions.map((question) => {
            number += 1;
            return <ReviewCard key={question.id} number={number} question={question} />;
          })}
        </Stack>
      ))}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body gap="1">
        <Text fontSize="sm" color="gray.600">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function describeAnswer(question: ReviewQuestion, answer: AnswerValue | QuestionKey | null): string {
  if (answer === null) return 'Not answered';
  if ('value' in answer) {
    if (typeof answer.value === 'string') return answer.value;
    const tolerance = 'tolerance' in answer ? answer.tolerance : 0;
    return tolerance > 0 ? `${answer.value} (± ${tolerance})` : String(answer.value);
  }
  if (answer.choices.length === 0) return 'Not answered';
  return question.options
    .map((option, index) => (answer.choices.includes(option.id) ? String.fromCharCode(65 + index) : null))
    .filter(Boolean)
    .join(', ');
}

function ReviewCard({ number, question }: { number: number; question: ReviewQuestion }) {
  const colour = question.marks > 0 ? 'green' : question.marks < 0 ? 'red' : 'gray';
  return (
    <Card.Root variant="outline" bg="white" as="article" aria-label={`Question ${number}`}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start">
          <Text fontWeight="semibold">Question {number}</Text>
          <Badge colorPalette={colour}>
            {question.marks > 0 ? '+' : ''}
            {question.marks} marks
          </Badge>
        </HStack>
        {question.dropped && <Text color="blue.700">{testTexts.droppedNote}</Text>}
        <MathText text={question.text} as="div" />
        <QuestionImage image={question.image} />
        {question.options.length > 0 && (
          <Stack gap="1" as="ol" listStyleType="upper-alpha" ps="6">
            {question.options.map((option) => (
              <Box as="li" key={option.id}>
                <MathText text={option.text} />
              </Box>
            ))}
          </Stack>
        )}
        <Text>
          <Text as="span" fontWeight="semibold">
            Your answer:
          </Text>{' '}
          {describeAnswer(question, question.answer)}
        </Text>
        <Text>
          <Text as="span" fontWeight="semibold">
            Correct answer:
          </Text>{' '}
          {describeAnswer(question, question.key)}
        </Text>
        {question.explanation && (
          <Box bg="gray.50" p="3" borderRadius="md">
            <Text fontWeight="semibold" fontSize="sm">
              Explanation
            </Text>
            <MathText text={question.explanation} as="div" />
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
