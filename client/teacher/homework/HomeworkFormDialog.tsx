import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { layout, timings } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import {
  type Homework,
  type HomeworkStatus,
  homeworkStatuses,
  type Subject,
  subjects,
} from '../../../shared/schemas/homework';
import { FormDialog } from '../../components/FormDialog';
import { LinkField } from '../../components/LinkField';
import { notify } from '../../components/notify';
import { labelledOptions, SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useFormDialogSave } from '../../components/useFormDialogSave';
import { api } from '../../data/client';
import { isWithoutResponse, serverBodyText } from '../../data/server-errors';
import { BatchesNotice } from '../common/BatchesNotice';
import { DateTimeField } from '../common/DateTimeField';
import { fieldBinder } from '../common/field-binder';
import type { ItemFormDialogProps } from '../common/item-form-dialog';
import { useFormValues } from '../common/useFormValues';
import {
  emptyHomeworkForm,
  type HomeworkFormValues,
  homeworkFormFrom,
  homeworkFormProblem,
  toggleBatch,
  toHomeworkWrite,
} from './homework-form';

const statusLabels: Record<HomeworkStatus, string> = { open: 'Open', closed: 'Closed' };

export type HomeworkFormDialogProps = ItemFormDialogProps<Homework> & {
  /** Called with the saved homework of an edit; a new homework arrives through the socket. */
  onUpdated: (homework: Homework) => void;
};

/** The 'Create Homework' / 'Edit Homework' modal. */
export function HomeworkFormDialog({ editing, batches, onClose, onUpdated }: HomeworkFormDialogProps) {
  const { values, set } = useFormValues<HomeworkFormValues>(
    editing ? homeworkFormFrom(editing) : emptyHomeworkForm,
  );
  const field = fieldBinder(values, set);
  const save = useFormDialogSave({
    check: () => homeworkFormProblem(values, new Date(), editing && new Date(editing.due_date)),
    write: async () => {
      const body = toHomeworkWrite(values);
      if (editing) onUpdated(await api.call('updateHomework', { params: { id: editing.id }, body }));
      else await api.call('createHomework', { body });
      onClose();
    },
    failed: (error) => {
      console.error('Homework save failed', error);
      if (isWithoutResponse(error)) return messages.teacher.homeworkSaveException;
      const body = serverBodyText(error);
      notify.error(
        body ? messages.teacher.homeworkSaveFailedWith(body) : messages.teacher.homeworkSaveFailed,
        timings.teacherToastMs,
      );
      return messages.teacher.homeworkSaveFalse;
    },
  });

  return (
    <FormDialog
      open
      title={editing ? 'Edit Homework' : 'Create Homework'}
      maxWidthPx={layout.homeworkModalMaxPx}
      submitLabel="Save"
      busyLabel="Saving..."
      {...save}
      onClose={onClose}
    >
      <TextField label="Title" required {...field('title')} />
      <TextField label="Description" rows={3} {...field('description')} />
      <DateTimeField
        label="Due Date & Time"
        {...field('dueDate')}
        placeholder={messages.teacher.dueDatePlaceholder}
      />
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Assign to Batches{' '}
          <Text as="span" color="fg.error" aria-hidden>
            *
          </Text>
        </Fieldset.Legend>
        <BatchesNotice batches={batches} size="sm" />
        <Stack gap="2">
          {batches.batches.map((batch) => (
            <Checkbox.Root
              key={batch.id}
              colorPalette="brand"
              checked={values.batchIds.includes(batch.id)}
              onCheckedChange={(details) =>
                set('batchIds', toggleBatch(values.batchIds, batch.id, details.checked === true))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{batch.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
      <LinkField
        label="Google Drive Link"
        placeholder="https://drive.google.com/..."
        {...field('gdriveLink')}
      />
      <Checkbox.Root
        colorPalette="brand"
        checked={values.allowResubmit}
        onCheckedChange={(details) => set('allowResubmit', details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Allow Resubmission</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root
        colorPalette="brand"
        checked={values.allowLate}
        onCheckedChange={(details) => set('allowLate', details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{messages.teacher.allowLateWork}</Checkbox.Label>
      </Checkbox.Root>
      <SimpleGrid columns={2} gap="3">
        <SelectField
          label="Status"
          {...field('status')}
          options={labelledOptions(statusLabels, homeworkStatuses)}
        />
        <SelectField<Subject | ''>
          label="Subject"
          {...field('subject')}
          options={[
            { value: '', label: 'No subject' },
            ...subjects.map((subject) => ({ value: subject, label: subject })),
          ]}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
