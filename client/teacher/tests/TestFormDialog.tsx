import { Box, Button, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type Difficulty, difficulties, type TeacherTest } from '../../../shared/schemas/assessments';
import { type Subject, subjects } from '../../../shared/schemas/homework';
import { testTexts } from '../../../shared/test-texts';
import { FormDialog } from '../../components/FormDialog';
import { MathText } from '../../components/math/MathText';
import { notify } from '../../components/notify';
import { QuestionImage } from '../../components/QuestionImage';
import { labelledOptions, SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useFormDialogSave } from '../../components/useFormDialogSave';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { serverBodyText } from '../../data/server-errors';
import { BatchesNotice } from '../common/BatchesNotice';
import { DateTimeField } from '../common/DateTimeField';
import { fieldBinder } from '../common/field-binder';
import { useFormValues } from '../common/useFormValues';
import type { TeacherBatches } from '../common/useTeacherBatches';
import { difficultyLabels, kindLabels } from './question-form';
import {
  emptyTestForm,
  newPick,
  newSection,
  type PickFormValues,
  releaseLabels,
  type SectionFormValues,
  type TestFormValues,
  testFormFrom,
  testFormProblem,
  toTestWrite,
} from './test-form';
import { useQuestionBank } from './useQuestionBank';

type TestFormDialogProps = { editing: TeacherTest | null; batches: TeacherBatches; onClose: () => void };

const statusLabels = { draft: 'Draft (students do not see it)', published: 'Published' } as const;

/** 'New test' / 'Edit test': the window, the batches, and sections with their marking and questions from the bank. */
export function TestFormDialog({ editing, batches, onClose }: TestFormDialogProps) {
  const queryClient = useQueryClient();
  const bank = useQuestionBank();
  const { values, set } = useFormValues<TestFormValues>(editing ? testFormFrom(editing) : emptyTestForm());
  const field = fieldBinder(values, set);
  const save = useFormDialogSave({
    check: () => testFormProblem(values),
    write: async () => {
      const body = toTestWrite(values);
      if (editing) await api.call('updateTest', { params: { id: editing.id }, body });
      else await api.call('createTest', { body });
      await queryClient.invalidateQueries({ queryKey: queryKeys.teacherTests });
      notify.success(testTexts.testSaved);
      onClose();
    },
    failed: (error) => serverBodyText(error) ?? 'The test was not saved. Please try again.',
  });
  const setSection = (index: number, change: Partial<SectionFormValues>) =>
    set(
      'sections',
      values.sections.map((section, at) => (at === index ? { ...section, ...change } : section)),
    );

  return (
    <FormDialog
      open
      title={editing ? 'Edit test' : 'New test'}
      maxWidthPx={720}
      submitLabel="Save"
      busyLabel="Saving..."
      {...save}
      onClose={onClose}
    >
      <TextField label="Title" required {...field('title')} />
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Batches
        </Fieldset.Legend>
        <BatchesNotice batches={batches} size="sm" />
        <HStack gap="4" flexWrap="wrap">
          {batches.batches.map((batch) => (
            <Checkbox.Root
              key={batch.id}
              colorPalette="brand"
              checked={values.batchIds.includes(batch.id)}
              onCheckedChange={(details) =>
                set(
                  'batchIds',
                  details.checked === true
                    ? [...values.batchIds, batch.id]
                    : values.batchIds.filter((id) => id !== batch.id),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{batch.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </Fieldset.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <DateTimeField
          label="Opens"
          value={values.opensAt}
          onChange={(value) => set('opensAt', value)}
          placeholder="Choose"
        />
        <DateTimeField
          label="Closes"
          value={values.closesAt}
          onChange={(value) => set('closesAt', value)}
          placeholder="Choose"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField label="Duration (minutes)" required inputMode="numeric" {...field('duration')} />
        <SelectField
          label="Results released"
          {...field('release')}
          options={labelledOptions(releaseLabels)}
        />
        <SelectField label="Status" {...field('status')} options={labelledOptions(statusLabels)} />
      </SimpleGrid>
      {values.sections.map((section, index) => (
        <Fieldset.Root
          // biome-ignore lint/suspicious/noArrayIndexKey: a section is its position in the test.
          key={index}
          borderWidth="1px"
          borderRadius="md"
          p="3"
        >
          <Fieldset.Legend fontSize="sm" fontWeight="semibold" px="1">
            Section {index + 1}
          </Fieldset.Legend>
          <Stack gap="3">
            <TextField
              label={`Section ${index + 1} title`}
              value={section.title}
              onChange={(title) => setSection(index, { title })}
            />
            <SimpleGrid columns={3} gap="2">
              <TextField
                label="Correct"
                inputMode="numeric"
                value={section.correct}
                onChange={(correct) => setSection(index, { correct })}
              />
              <TextField
                label="Wrong"
                inputMode="numeric"
                value={section.wrong}
                onChange={(wrong) => setSection(index, { wrong })}
              />
              <TextField
                label="Unanswered"
                inputMode="numeric"
                value={section.unanswered}
                onChange={(unanswered) => setSection(index, { unanswered })}
              />
            </SimpleGrid>
            <Checkbox.Root
              colorPalette="brand"
              checked={section.partial}
              onCheckedChange={(details) => setSection(index, { partial: details.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Partial marks for multiple-correct questions (JEE Advanced)</Checkbox.Label>
            </Checkbox.Root>
            <HStack gap="2" wrap="wrap" role="group" aria-label={`Section ${index + 1} questions`}>
              {(
                [
                  [false, 'Choose questions'],
                  [true, 'Pick at random from a tag'],
                ] as const
              ).map(([random, label]) => (
                <Button
                  key={label}
                  size="xs"
                  borderRadius="full"
                  colorPalette="brand"
                  variant={(section.pick !== null) === random ? 'solid' : 'outline'}
                  aria-pressed={(section.pick !== null) === random}
                  onClick={() => setSection(index, { pick: random ? (section.pick ?? newPick()) : null })}
                >
                  {label}
                </Button>
              ))}
            </HStack>
            {section.pick ? (
              <PickFields
                sectionNumber={index + 1}
                pick={section.pick}
                onChange={(pick) => setSection(index, { pick })}
              />
            ) : (
              <>
                <Text fontSize="sm" fontWeight="medium">
                  {`Questions (${section.questionIds.length} chosen)`}
                </Text>
                <Stack gap="2" maxH="64" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
                  {(bank.data ?? []).length === 0 && (
                    <Text fontSize="sm" color="gray.600">
                      {bank.isError ? testTexts.questionsFetchFailed : testTexts.noQuestions}
                    </Text>
                  )}
                  {(bank.data ?? []).map((question) => {
                    const elsewhere = values.sections.some(
                      (other, at) => at !== index && other.questionIds.includes(question.id),
                    );
                    return (
                      <Checkbox.Root
                        key={question.id}
                        colorPalette="brand"
                        alignItems="start"
                        disabled={elsewhere}
                        checked={section.questionIds.includes(question.id)}
                        onCheckedChange={(details) =>
                          setSection(index, {
                            pick: null,
                            questionIds:
                              details.checked === true
                                ? [...section.questionIds, question.id]
                                : section.questionIds.filter((id) => id !== question.id),
                          })
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control mt="1" />
                        <Checkbox.Label fontWeight="normal">
                          <Box as="span" color="gray.600" fontSize="xs" display="block">
                            {kindLabels[question.kind]}
                            {question.subject ? ` · ${question.subject}` : ''}
                            {question.topic ? ` · ${question.topic}` : ''}
                          </Box>
                          <MathText text={question.text} />
                          <QuestionImage image={question.image} compact />
                        </Checkbox.Label>
                      </Checkbox.Root>
                    );
                  })}
                </Stack>
              </>
            )}
            {values.sections.length > 1 && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                alignSelf="start"
                onClick={() =>
                  set(
                    'sections',
                    values.sections.filter((_, at) => at !== index),
                  )
                }
              >
                Remove section {index + 1}
              </Button>
            )}
          </Stack>
        </Fieldset.Root>
      ))}
      <Button
        variant="outline"
        alignSelf="start"
        onClick={() => set('sections', [...values.sections, newSection(values.sections.length + 1)])}
      >
        Add section
      </Button>
    </FormDialog>
  );
}

type PickFieldsProps = {
  sectionNumber: number;
  pick: PickFormValues;
  onChange: (pick: PickFormValues) => void;
};

/** A section's random pick: how many, and the tag they come from, with how many of the bank's questions it has now. */
function PickFields({ sectionNumber, pick, onChange }: PickFieldsProps) {
  const matching = useQuestionBank({
    subject: pick.subject || undefined,
    difficulty: pick.difficulty || undefined,
    topic: pick.topic.trim() || undefined,
  });
  const change = (part: Partial<PickFormValues>) => onChange({ ...pick, ...part });
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="2">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        <TextField
          label={`How many questions (section ${sectionNumber})`}
          inputMode="numeric"
          value={pick.count}
          onChange={(count) => change({ count })}
        />
        <SelectField<Subject | ''>
          label="Subject"
          value={pick.subject}
          onChange={(subject) => change({ subject })}
          options={[
            { value: '', label: 'Any subject' },
            ...subjects.map((name) => ({ value: name, label: name })),
          ]}
        />
        <TextField label="Topic contains" value={pick.topic} onChange={(topic) => change({ topic })} />
        <SelectField<Difficulty | ''>
          label="Difficulty"
          value={pick.difficulty}
          onChange={(difficulty) => change({ difficulty })}
          options={[
            { value: '', label: 'Any difficulty' },
            ...difficulties.map((value) => ({ value, label: difficultyLabels[value] })),
          ]}
        />
      </SimpleGrid>
      <Text fontSize="sm" color="gray.700" aria-live="polite">
        {matching.data ? testTexts.pickMatches(matching.data.length) : ''}
      </Text>
    </Stack>
  );
}
