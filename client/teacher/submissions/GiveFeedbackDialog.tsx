import { useState } from 'react';
import { layout } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';
import { teacherSubmission } from '../../../shared/schemas/submissions';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';

export type FeedbackDialogProps = {
  submission: TeacherSubmission;
  onClose: () => void;
  onSaved: (submission: TeacherSubmission) => void;
};

/** 'Feedback for {first name}': feedback text (may be empty) and an optional grade. */
export function GiveFeedbackDialog({ submission, onClose, onSaved }: FeedbackDialogProps) {
  const [feedback, setFeedback] = useState(submission.feedback);
  const [grade, setGrade] = useState(submission.grade ?? '');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const saved = await api.call('giveFeedback', {
        params: { id: submission.id },
        body: { feedback, grade },
      });
      const parsed = teacherSubmission.safeParse(saved);
      if (parsed.success) onSaved(parsed.data);
    } catch (error) {
      // Feedback save errors are ignored: the modal closes either way (docs/behaviour.md#submission-review).
      console.error('Feedback save failed', error);
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <FormDialog
      open
      title={messages.teacher.feedbackTitle(submission.student.first_name)}
      maxWidthPx={layout.feedbackModalMaxPx}
      submitLabel="Submit"
      busyLabel="Submitting..."
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="Feedback"
        rows={5}
        placeholder={messages.teacher.feedbackPlaceholder}
        value={feedback}
        onChange={setFeedback}
      />
      <TextField label="Grade (optional)" maxLength={20} value={grade} onChange={setGrade} />
    </FormDialog>
  );
}
