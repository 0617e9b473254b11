import { Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { AnswerValue, AttemptQuestion } from '../../../shared/schemas/assessments';
import { MathText } from '../../components/math/MathText';

const numberPattern = /^-?\d{1,12}(\.\d{1,8})?$/;

type AnswerInputProps = {
  question: AttemptQuestion;
  answer: AnswerValue | null;
  disabled: boolean;
  onAnswer: (answer: AnswerValue | null) => void;
};

/** The options of a choice question (radio buttons, or checkboxes when several may be correct), or a number field. */
export function AnswerInput({ question, answer, disabled, onAnswer }: AnswerInputProps) {
  if (question.kind === 'numeric')
    return (
      <NumericAnswer
        key={question.id}
        value={answer && 'value' in answer ? answer.value : ''}
        disabled={disabled}
        onAnswer={onAnswer}
      />
    );
  const chosen = answer && 'choices' in answer ? answer.choices : [];
  const multiple = question.kind === 'multiple';
  const toggle = (optionId: number, checked: boolean) => {
    const next = multiple
      ? checked
        ? [...chosen, optionId]
        : chosen.filter((id) => id !== optionId)
      : [optionId];
    onAnswer(next.length === 0 ? null : { choices: next });
  };
  return (
    <Stack
      gap="2"
      role={multiple ? 'group' : 'radiogroup'}
      aria-label={multiple ? 'Options (one or more correct)' : 'Options (one correct)'}
    >
      {multiple && (
        <Text fontSize="sm" color="gray.600">
          One or more options are correct.
        </Text>
      )}
      {question.options.map((option, index) => (
        <chakra.label
          key={option.id}
          display="flex"
          alignItems="center"
          gap="3"
          p="3"
          borderWidth="1px"
          borderRadius="md"
          bg={chosen.includes(option.id) ? 'brand.subtle' : 'white'}
          borderColor={chosen.includes(option.id) ? 'brand.solid' : 'gray.300'}
          cursor={disabled ? 'not-allowed' : 'pointer'}
        >
          <chakra.input
            type={multiple ? 'checkbox' : 'radio'}
            name={`question-${question.id}`}
            checked={chosen.includes(option.id)}
            disabled={disabled}
            onChange={(event) => toggle(option.id, event.currentTarget.checked)}
            w="4"
            h="4"
            flexShrink={0}
          />
          <Text as="span" fontWeight="semibold" aria-hidden>
            {String.fromCharCode(65 + index)}.
          </Text>
          <MathText text={option.text} />
        </chakra.label>
      ))}
    </Stack>
  );
}

function NumericAnswer({
  value,
  disabled,
  onAnswer,
}: {
  value: string;
  disabled: boolean;
  onAnswer: (answer: AnswerValue | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setText(value), [value]);
  const save = () => {
    const trimmed = text.trim();
    if (trimmed === value) return;
    if (trimmed === '') {
      setProblem(null);
      onAnswer(null);
      return;
    }
    if (!numberPattern.test(trimmed)) {
      setProblem('Enter a number, such as 42 or -3.75.');
      return;
    }
    setProblem(null);
    onAnswer({ value: trimmed });
  };
  return (
    <Stack gap="2">
      <chakra.label htmlFor={id} fontWeight="medium">
        Your answer (a number)
      </chakra.label>
      <HStack gap="2" align="start">
        <Input
          id={id}
          inputMode="decimal"
          value={text}
          disabled={disabled}
          maxW="48"
          bg="white"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
        />
        <Button variant="outline" onClick={save} disabled={disabled}>
          Save answer
        </Button>
      </HStack>
      {problem && (
        <Text id={`${id}-problem`} color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
