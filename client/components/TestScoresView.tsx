import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { SubjectTestScores, TestScore } from '../../shared/schemas/progress';
import { testTexts } from '../../shared/test-texts';
import { formatEnIn } from '../lib/dates';

const width = 140;
const height = 36;
const pad = 4;

/** The percents as a line, for the eye only: the list beside it says the same in words. */
function Sparkline({ scores }: { scores: TestScore[] }) {
  const percents = scores.map((score) => score.percent);
  const low = Math.min(0, ...percents);
  const high = Math.max(100, ...percents);
  const x = (index: number) =>
    scores.length === 1 ? width / 2 : pad + (index * (width - 2 * pad)) / (scores.length - 1);
  const y = (percent: number) => pad + ((high - percent) * (height - 2 * pad)) / (high - low);
  const points = percents.map((percent, index) => `${x(index)},${y(percent)}`).join(' ');
  return (
    <Box as="svg" aria-hidden width={`${width}px`} height={`${height}px`} flexShrink={0} color="brand.600">
      <line x1={pad} x2={width - pad} y1={y(0)} y2={y(0)} stroke="#a0aec0" strokeDasharray="2 2" />
      {scores.length > 1 && <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />}
      {percents.map((percent, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a point is its position in the series
        <circle key={index} cx={x(index)} cy={y(percent)} r="3" fill="currentColor" />
      ))}
    </Box>
  );
}

/** One subject's released test scores: the trend in a sentence and a line, then each test and its change. */
function SubjectScores({ group }: { group: SubjectTestScores }) {
  const name = group.subject ?? 'Other';
  const { scores } = group;
  const first = scores[0].percent;
  const latest = scores[scores.length - 1].percent;
  return (
    <Stack as="section" gap="2" aria-label={`${name} test scores`}>
      <Heading as="h3" size="md">
        {name}
      </Heading>
      <HStack gap="3" wrap="wrap">
        <Sparkline scores={scores} />
        <Text>{testTexts.trend(latest, latest - first, scores.length)}</Text>
      </HStack>
      <Stack as="ol" gap="1" listStyleType="none">
        {scores.map((score, index) => (
          <HStack
            as="li"
            key={score.test_id}
            justify="space-between"
            gap="2"
            wrap="wrap"
            py="1"
            borderBottomWidth="1px"
          >
            <Box minWidth="0">
              <Text fontWeight="medium">{score.title}</Text>
              <Text fontSize="sm" color="gray.700">
                {formatEnIn(score.taken_at)}
              </Text>
            </Box>
            <Box textAlign="end">
              <Text fontWeight="semibold">{testTexts.scoreLine(score.score, score.max, score.percent)}</Text>
              {index > 0 && (
                <Text fontSize="sm" color="gray.700">
                  {testTexts.change(score.percent - scores[index - 1].percent)}
                </Text>
              )}
            </Box>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** The progress report's online-test results per subject, each with its trend. */
export function TestScoresView({ tests }: { tests: SubjectTestScores[] }) {
  if (tests.length === 0) return <Text color="fg.muted">{testTexts.noScores}</Text>;
  return (
    <Stack gap="5">
      {tests.map((group) => (
        <SubjectScores key={group.subject ?? 'other'} group={group} />
      ))}
    </Stack>
  );
}
