import { layout, timings } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { classStatuses, type LiveClass } from '../../../shared/schemas/classes';
import { api } from '../../api/client';
import { isWithoutResponse, serverBodyText } from '../../api/server-errors';
import { FormDialog } from '../../components/FormDialog';
import { LinkField } from '../../components/LinkField';
import { notify } from '../../components/notify';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useFormDialogSave } from '../../components/useFormDialogSave';
import { BatchesNotice } from '../common/BatchesNotice';
import { DateTimeField } from '../common/DateTimeField';
import { useFormValues } from '../common/useFormValues';
import { batchOptions, type TeacherBatches } from '../common/useTeacherBatches';
import {
  type ClassFormValues,
  classFormFrom,
  classStatusLabels,
  emptyClassForm,
  isClassFormValid,
  toClassWrite,
} from './class-form';

export type ClassFormDialogProps = {
  /** The class being edited; absent to create a new one. */
  editing?: LiveClass;
  batches: TeacherBatches;
  onClose: () => void;
  onSaved: (saved: LiveClass) => void;
};

/**
 * 'Create New Class', or the edit modal of a class card (same fields). Mounted while open, so each
 * opening starts from the class (or from empty).
 */
export function ClassFormDialog({ editing, batches, onClose, onSaved }: ClassFormDialogProps) {
  const { values, set } = useFormValues<ClassFormValues>(editing ? classFormFrom(editing) : emptyClassForm);
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
      <TextField label="Topic" required value={values.topic} onChange={(topic) => set('topic', topic)} />
      <SelectField
        label="Batch"
        required
        value={values.batchId}
        onChange={(batchId) => set('batchId', batchId)}
        options={[{ value: '', label: 'Select Batch' }, ...batchOptions(batches.batches)]}
      />
      <DateTimeField
        label="Start Time"
        value={values.startTime}
        onChange={(startTime) => set('startTime', startTime)}
        placeholder="Select start date and time"
      />
      <LinkField
        label="Zoom Link"
        placeholder="https://"
        value={values.zoomLink}
        onChange={(zoomLink) => set('zoomLink', zoomLink)}
      />
      <TextField
        label="Additional Notes"
        rows={3}
        value={values.notes}
        onChange={(notes) => set('notes', notes)}
      />
      <SelectField
        label="Status"
        value={values.status}
        onChange={(status) => set('status', status)}
        options={classStatuses.map((status) => ({ value: status, label: classStatusLabels[status] }))}
      />
    </FormDialog>
  );
}
