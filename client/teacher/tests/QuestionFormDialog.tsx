import { Box, Button, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  type Difficulty,
  type Question,
  questionImageRules,
  questionKinds,
} from '../../../shared/schemas/assessments';
import { type Subject, subjects } from '../../../shared/schemas/homework';
import { testTexts } from '../../../shared/test-texts';
import { FormDialog } from '../../components/FormDialog';
import { ImageField } from '../../components/ImageField';
import { MathText } from '../../components/math/MathText';
import { notify } from '../../components/notify';
import { QuestionImage } from '../../components/QuestionImage';
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
  imageAltProblem,
  imageChange,
  imageChoiceFrom,
  imageFileProblem,
  kindLabels,
  type QuestionFormValues,
  type QuestionImageChoice,
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
  const [image, setImage] = useState<QuestionImageChoice>(() => imageChoiceFrom(editing));
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [triedSave, setTriedSave] = useState(false);
  // A new question is created once: when its image then fails, saving again changes that question.
  const [saved, setSaved] = useState<Question | null>(editing);
  const altProblem = triedSave ? imageAltProblem(image) : null;
  const save = useFormDialogSave({
    check: () => {
      setTriedSave(true);
      return questionFormProblem(values) ?? imageAltProblem(image);
    },
    write: async () => {
      const body = toQuestionWrite(values);
      const written = saved
        ? await api.call('updateQuestion', { params: { id: saved.id }, body })
        : await api.call('createQuestion', { body });
      setSaved(written);
      const change = imageChange(written.image, image);
      if (change === 'remove') await api.call('deleteQuestionImage', { params: { id: written.id } });
      else if (change) {
        const form = new FormData();
        if (change.put.image) form.append('image', change.put.image);
        form.append('alt', change.put.alt);
        setSaved(await api.call('putQuestionImage', { params: { id: written.id }, body: form }));
        setImage((current) => ({ ...current, kept: true, file: null }));
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.allQuestions });
      notify.success(testTexts.questionSaved);
      onClose();
    },
    failed: (error) => serverBodyText(error) ?? 'The question was not saved. Please try again.',
  });
  const chosenUrl = useMemo(() => (image.file ? URL.createObjectURL(image.file) : null), [image.file]);
  useEffect(() => () => (chosenUrl ? URL.revokeObjectURL(chosenUrl) : undefined), [chosenUrl]);
  const shownImage = chosenUrl
    ? { url: chosenUrl, alt: image.alt }
    : image.kept && saved?.image
      ? { url: saved.image.url, alt: image.alt }
      : null;
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
      <Stack gap="3" as="section" aria-label="Image">
        <ImageField
          label="Image (optional)"
          rules={questionImageRules}
          problemOf={imageFileProblem}
          chosen={image.file}
          problem={fileProblem}
          chooseText={
            shownImage
              ? { first: 'Replace image', again: 'Choose another image' }
              : { first: 'Add image', again: 'Choose another image' }
          }
          onChoose={(file, problem) => {
            setFileProblem(problem);
            setImage((current) => ({ ...current, file }));
          }}
        />
        {shownImage && (
          <>
            <QuestionImage image={shownImage} compact />
            <TextField
              label="Image description (alt text)"
              required
              rows={2}
              helperText="What the image shows, for students who use a screen reader."
              error={altProblem}
              value={image.alt}
              onChange={(alt) => setImage((current) => ({ ...current, alt }))}
            />
            {image.kept && !image.file && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                alignSelf="start"
                onClick={() => setImage((current) => ({ ...current, kept: false }))}
              >
                Remove image
              </Button>
            )}
          </>
        )}
      </Stack>
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
