import { layout, timings } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { classStatuses, type LiveClass } from '../../../shared/schemas/classes';
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
import { batchOptions } from '../common/useTeacherBatches';
import {
  type ClassFormValues,
  classFormFrom,
  classStatusLabels,
  emptyClassForm,
  isClassFormValid,
  toClassWrite,
} from './class-form';

export type ClassFormDialogProps = ItemFormDialogProps<LiveClass> & {
  onSaved: (saved: LiveClass) => void;
};

/** 'Create New Class', or the edit modal of a class card (same fields). */
export function ClassFormDialog({ editing, batches, onClose, onSaved }: ClassFormDialogProps) {
  const { values, set } = useFormValues<ClassFormValues>(editing ? classFormFrom(editing) : emptyClassForm);
  const field = fieldBinder(values, set);
  const hasNoBatches = batches.status !== 'loading' && batches.batches.length === 0;
  const invalidText = editing ? messages.teacher.classUpdateFailed : messages.teacher.classCreateFalse;

  const save = useFormDialogSave({
    check: () =>
      isClassFormValid(values, new Date(), editing && new Date(editing.start_time)) ? null : invalidText,
    write: async () => {
      const body = toClassWrite(values);
      const saved = editing
        ? await api.call('updateClass', { params: { id: editing.id }, body })
        : await api.call('createClass', { body });
      onSaved(saved);
      onClose();
    },
    failed: (error) => {
      console.error(editing ? 'Class update failed' : 'Class creation failed', error);
      if (editing) return messages.teacher.classUpdateFailed;
      notify.error(
        messages.teacher.classCreateFailedWith(serverBodyText(error) ?? (error as Error).message),
        timings.teacherToastMs,
      );
      return isWithoutResponse(error)
        ? messages.teacher.classCreateException
        : messages.teacher.classCreateFalse;
    },
  });

  return (
    <FormDialog
      open
      title={editing ? 'Edit Class' : 'Create New Class'}
      maxWidthPx={layout.classModalMaxPx}
      submitLabel={editing ? 'Save' : 'Create'}
      busyLabel={editing ? 'Saving...' : 'Creating...'}
      {...save}
      submitDisabled={hasNoBatches}
      onClose={onClose}
    >
      <BatchesNotice batches={batches} />
      <TextField label="Topic" required {...field('topic')} />
      <SelectField
        label="Batch"
        required
        {...field('batchId')}
        options={[{ value: '', label: 'Select Batch' }, ...batchOptions(batches.batches)]}
      />
      <DateTimeField label="Start Time" {...field('startTime')} placeholder="Select start date and time" />
      <LinkField label="Zoom Link" placeholder="https://" {...field('zoomLink')} />
      <TextField label="Additional Notes" rows={3} {...field('notes')} />
      <SelectField
        label="Status"
        {...field('status')}
        options={labelledOptions(classStatusLabels, classStatuses)}
      />
    </FormDialog>
  );
}
