import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { QuestionStatistics, ScoreBand, TestStatistics } from '../../../shared/schemas/assessments';
import { MathText } from '../../components/math/MathText';
import { QuestionImage } from '../../components/QuestionImage';

const letter = (index: number) => String.fromCharCode(65 + index);

const share = (count: number, of: number) => (of === 0 ? 0 : Math.round((100 * count) / of));

/** The spread of totals as a bar per band; each bar's words say what it shows. */
export function ScoreDistribution({ statistics }: { statistics: TestStatistics }) {
  const most = Math.max(1, ...statistics.distribution.map((band) => band.count));
  const label = (band: ScoreBand) => (band.from === band.to ? `${band.from}` : `${band.from} to ${band.to}`);
  return (
    <Stack gap="3" as="section" aria-labelledby="distribution-heading">
      <Heading as="h2" size="lg" id="distribution-heading">
        Score distribution
      </Heading>
      <Text color="gray.700">
        {statistics.sat} graded · mean {statistics.mean ?? '-'} · median {statistics.median ?? '-'} · highest{' '}
        {statistics.highest ?? '-'} · lowest {statistics.lowest ?? '-'} · out of {statistics.max_marks}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" ms="0">
        {statistics.distribution.map((band) => (
          <HStack as="li" key={band.from} gap="3" fontSize="sm">
            <Text w="16" flexShrink={0} textAlign="end" fontVariantNumeric="tabular-nums">
              {label(band)}
            </Text>
            <Box flex="1" bg="gray.100" borderRadius="sm" h="4" aria-hidden>
              <Box bg="brand.solid" h="full" borderRadius="sm" w={`${(100 * band.count) / most}%`} />
            </Box>
            <Text minW="20" flexShrink={0} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {band.count === 1 ? '1 student' : `${band.count} students`}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

function keyText(question: QuestionStatistics) {
  const { key } = question;
  if ('value' in key) return key.tolerance > 0 ? `${key.value} ± ${key.tolerance}` : `${key.value}`;
  return key.choices.map(letter).join(', ');
}

type QuestionCardProps = {
  question: QuestionStatistics;
  onDrop: (question: QuestionStatistics) => void;
  onChangeKey: (question: QuestionStatistics) => void;
};

/** One question of the test: its text, how the students did on it, and the corrections a teacher may make. */
export function QuestionStatisticsCard({ question, onDrop, onChangeKey }: QuestionCardProps) {
  const correct = 'choices' in question.key ? new Set(question.key.choices) : new Set<number>();
  const heading = `question-${question.question_id}-heading`;
  return (
    <Card.Root variant="outline" bg="white" size="sm" as="article" aria-labelledby={heading}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Heading as="h3" size="sm" id={heading}>
            Question {question.number} · {question.section}
          </Heading>
          <HStack gap="2">
            {question.dropped && <Badge colorPalette="blue">Dropped</Badge>}
            {question.key_changed && <Badge colorPalette="purple">Key corrected</Badge>}
          </HStack>
        </HStack>
        <MathText text={question.text} as="div" />
        <QuestionImage image={question.image} />
        <Text fontSize="sm">
          <strong>{question.percent_correct === null ? '-' : `${question.percent_correct}%`} correct</strong>{' '}
          · {question.correct} right, {question.partial > 0 ? `${question.partial} partly, ` : ''}
          {question.wrong} wrong, {question.unanswered} unanswered of {question.sat} · average time{' '}
          {question.average_seconds === null ? '-' : `${Math.round(question.average_seconds)} s`}
        </Text>
        {question.options.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none" ms="0" fontSize="sm">
            {question.options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position in the author's list.
              <HStack as="li" key={index} gap="2" align="start">
                <Text fontWeight="semibold" w="5" flexShrink={0}>
                  {letter(index)}
                </Text>
                <Box flex="1" minW="0">
                  <MathText text={option} />
                </Box>
                <Text flexShrink={0} color={correct.has(index) ? 'green.700' : 'gray.700'}>
                  {correct.has(index) ? 'Key · ' : ''}chosen {question.option_counts[index] ?? 0} (
                  {share(question.option_counts[index] ?? 0, question.sat)}%)
                </Text>
              </HStack>
            ))}
          </Stack>
        ) : (
          question.wrong_values.length > 0 && (
            <Text fontSize="sm">
              Wrong answers given:{' '}
              {question.wrong_values.map((entry) => `${entry.value} (${entry.count})`).join(', ')}
            </Text>
          )
        )}
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontSize="sm" color="gray.700">
            Key: {keyText(question)}
          </Text>
          {!question.dropped && (
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={() => onChangeKey(question)}>
                Change key
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDrop(question)}>
                Drop question
              </Button>
            </HStack>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
