import { Box, Button, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type Difficulty, type Question, questionKinds } from '../../../shared/schemas/assessments';
import { type Subject, subjects } from '../../../shared/schemas/homework';
import { testTexts } from '../../../shared/test-texts';
import { FormDialog } from '../../components/FormDialog';
import { MathText } from '../../components/math/MathText';
import { notify } from '../../components/notify';
import { labelledOptions, SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useFormDialogSave } from '../../components/useFormDialogSave';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { serverBodyText } from '../../data/server-errors';
import { fieldBinder } from '../common/field-binder';
import { useFormValues } from '../common/useFormValues';
import {
  difficultyLabels,
  emptyQuestionForm,
  kindLabels,
  type QuestionFormValues,
  questionFormFrom,
  questionFormProblem,
  toQuestionWrite,
} from './question-form';

type QuestionFormDialogProps = { editing: Question | null; onClose: () => void };

/** 'New question' / 'Edit question': the text and options with LaTeX previewed, the key, the explanation and tags. */
export function QuestionFormDialog({ editing, onClose }: QuestionFormDialogProps) {
  const queryClient = useQueryClient();
  const { values, set } = useFormValues<QuestionFormValues>(
    editing ? questionFormFrom(editing) : emptyQuestionForm,
  );
  const field = fieldBinder(values, set);
  const save = useFormDialogSave({
    check: () => questionFormProblem(values),
    write: async () => {
      const body = toQuestionWrite(values);
      if (editing) await api.call('updateQuestion', { params: { id: editing.id }, body });
      else await api.call('createQuestion', { body });
      await queryClient.invalidateQueries({ queryKey: queryKeys.allQuestions });
      notify.success(testTexts.questionSaved);
      onClose();
    },
    failed: (error) => serverBodyText(error) ?? 'The question was not saved. Please try again.',
  });
  const choice = values.kind !== 'numeric';

  return (
    <FormDialog
      open
      title={editing ? 'Edit question' : 'New question'}
      maxWidthPx={640}
      submitLabel="Save"
      busyLabel="Saving..."
      {...save}
      onClose={onClose}
    >
      <SelectField label="Type" {...field('kind')} options={labelledOptions(kindLabels, questionKinds)} />
      <TextField
        label="Question"
        required
        rows={3}
        helperText="Write math between dollar signs: $x^2$."
        {...field('text')}
      />
      {values.text.includes('$') && (
        <Box bg="gray.50" p="3" borderRadius="md" aria-label="Preview">
          <Text fontSize="xs" color="gray.600">
            Preview
          </Text>
          <MathText text={values.text} as="div" />
        </Box>
      )}
      {choice ? (
        <Fieldset.Root>
          <Fieldset.Legend fontSize="sm" fontWeight="medium">
            Options (tick the correct {values.kind === 'single' ? 'one' : 'ones'})
          </Fieldset.Legend>
          <Stack gap="2">
            {values.options.map((option, index) => {
              const letter = String.fromCharCode(65 + index);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position in the list.
                <HStack key={index} gap="2" align="end">
                  <Checkbox.Root
                    colorPalette="brand"
                    mb="2"
                    checked={values.correct.includes(index)}
                    onCheckedChange={(details) =>
                      set(
                        'correct',
                        details.checked === true
                          ? [...(values.kind === 'single' ? [] : values.correct), index]
                          : values.correct.filter((item) => item !== index),
                      )
                    }
                  >
                    <Checkbox.HiddenInput aria-label={`Option ${letter} is correct`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                  <Box flex="1">
                    <TextField
                      label={`Option ${letter}`}
                      value={option}
                      onChange={(text) =>
                        set(
                          'options',
                          values.options.map((item, at) => (at === index ? text : item)),
                        )
                      }
                    />
                  </Box>
                </HStack>
              );
            })}
            {values.options.length < 8 && (
              <Button
                size="sm"
                variant="outline"
                alignSelf="start"
                onClick={() => set('options', [...values.options, ''])}
              >
                Add option
              </Button>
            )}
          </Stack>
        </Fieldset.Root>
      ) : (
        <SimpleGrid columns={2} gap="3">
          <TextField label="Answer" required inputMode="decimal" {...field('value')} />
          <TextField
            label="Tolerance (±)"
            inputMode="decimal"
            helperText="0 for an exact answer"
            {...field('tolerance')}
          />
        </SimpleGrid>
      )}
      <TextField
        label="Explanation"
        rows={2}
        helperText="Shown to students in the review."
        {...field('explanation')}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SelectField<Subject | ''>
          label="Subject"
          {...field('subject')}
          options={[
            { value: '', label: 'No subject' },
            ...subjects.map((name) => ({ value: name, label: name })),
          ]}
        />
        <TextField label="Topic" {...field('topic')} />
        <SelectField<Difficulty | ''>
          label="Difficulty"
          {...field('difficulty')}
          options={[{ value: '', label: 'Not set' }, ...labelledOptions(difficultyLabels)]}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
