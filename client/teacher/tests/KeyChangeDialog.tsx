import { Checkbox, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { QuestionKey, QuestionStatistics } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { FormDialog } from '../../components/FormDialog';
import { MathText } from '../../components/math/MathText';
import { QuestionImage } from '../../components/QuestionImage';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { serverBodyText } from '../../data/server-errors';

type Props = {
  testId: number;
  question: QuestionStatistics;
  onClose: () => void;
  onChanged: () => Promise<void>;
};

/** 'Change key': the options to tick, or the value and tolerance; saving regrades every attempt. */
export function KeyChangeDialog({ testId, question, onClose, onChanged }: Props) {
  const numeric = 'value' in question.key;
  const [choices, setChoices] = useState<number[]>('choices' in question.key ? question.key.choices : []);
  const [value, setValue] = useState('value' in question.key ? String(question.key.value) : '');
  const [tolerance, setTolerance] = useState('value' in question.key ? String(question.key.tolerance) : '0');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    let key: QuestionKey;
    if (numeric) {
      const parsed = Number(value);
      const slack = Number(tolerance || '0');
      if (value.trim() === '' || !Number.isFinite(parsed) || !Number.isFinite(slack) || slack < 0) {
        setProblem(testTexts.numericKeyRequired);
        return;
      }
      key = { value: parsed, tolerance: slack };
    } else key = { choices };
    setBusy(true);
    setProblem(null);
    try {
      await api.call('changeKey', {
        params: { id: testId },
        body: { question_id: question.question_id, key },
      });
      await onChanged();
    } catch (error) {
      setProblem(serverBodyText(error) ?? testTexts.keyChangeFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      title={`Change the key of question ${question.number}`}
      maxWidthPx={560}
      submitLabel="Change key and regrade"
      busyLabel="Regrading..."
      busy={busy}
      problem={problem}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <Text color="gray.700">
        Every submitted attempt is regraded with the new key and its students are told. The question bank
        keeps its own key.
      </Text>
      <MathText text={question.text} as="div" />
      <QuestionImage image={question.image} />
      {numeric ? (
        <SimpleGrid columns={2} gap="3">
          <TextField label="Answer" required inputMode="decimal" value={value} onChange={setValue} />
          <TextField label="Tolerance (±)" inputMode="decimal" value={tolerance} onChange={setTolerance} />
        </SimpleGrid>
      ) : (
        <Stack gap="2" role="group" aria-label="Correct options">
          {question.options.map((option, index) => (
            <Checkbox.Root
              // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position in the author's list.
              key={index}
              colorPalette="brand"
              checked={choices.includes(index)}
              onCheckedChange={(details) =>
                setChoices(
                  details.checked === true
                    ? [...(question.kind === 'single' ? [] : choices), index]
                    : choices.filter((item) => item !== index),
                )
              }
            >
              <Checkbox.HiddenInput aria-label={`Option ${String.fromCharCode(65 + index)} is correct`} />
              <Checkbox.Control />
              <Checkbox.Label>
                {String.fromCharCode(65 + index)}. <MathText text={option} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </FormDialog>
  );
}
