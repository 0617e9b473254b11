import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PendingAnswer } from '../../../machines/test-attempt.machine';
import type { AttemptQuestion } from '../../../shared/schemas/assessments';
import { type PaletteStatus, paletteColors, paletteLabels, paletteStatus } from './attempt-view';

type QuestionPaletteProps = {
  questions: readonly AttemptQuestion[];
  /** The number shown for the section's first question. */
  firstNumber: number;
  currentId: number;
  given: ReadonlyMap<number, PendingAnswer>;
  onSelect: (questionId: number) => void;
};

/** The question numbers of the section, coloured by status, each a way to its question. */
export function QuestionPalette({
  questions,
  firstNumber,
  currentId,
  given,
  onSelect,
}: QuestionPaletteProps) {
  return (
    <Stack gap="3" as="nav" aria-label="Question palette">
      <SimpleGrid columns={5} gap="2">
        {questions.map((question, index) => {
          const status = paletteStatus(given.get(question.id));
          const number = firstNumber + index;
          return (
            <Button
              key={question.id}
              size="sm"
              borderWidth="2px"
              {...paletteColors[status]}
              outline={question.id === currentId ? '3px solid' : undefined}
              outlineColor="brand.solid"
              outlineOffset="2px"
              aria-current={question.id === currentId ? 'step' : undefined}
              aria-label={`Question ${number}, ${paletteLabels[status].toLowerCase()}`}
              data-status={status}
              onClick={() => onSelect(question.id)}
            >
              {number}
            </Button>
          );
        })}
      </SimpleGrid>
      <Stack gap="1" fontSize="xs">
        {(Object.keys(paletteLabels) as PaletteStatus[]).map((status) => (
          <HStack key={status} gap="2">
            <Box w="3" h="3" borderRadius="sm" borderWidth="2px" {...paletteColors[status]} aria-hidden />
            <Text>{paletteLabels[status]}</Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
