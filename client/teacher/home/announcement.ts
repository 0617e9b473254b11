import { messages } from '../../../shared/messages';
import type { AnnouncementType, AnnouncementWrite } from '../../../shared/schemas/announcements';

export type AnnouncementFormValues = {
  type: AnnouncementType;
  message: string;
  /** Chosen ids as text; empty until chosen. */
  batchId: string;
  studentId: string;
};

export const emptyAnnouncementForm: AnnouncementFormValues = {
  type: 'all',
  message: '',
  batchId: '',
  studentId: '',
};

export type AnnouncementCheck = { ok: true; body: AnnouncementWrite } | { ok: false; problem: string };

/**
 * The rule of docs/behaviour.md#validation: a message that is not blank; batch_id only for type
 * batch and student_id only for type student, so a choice left over from another type is never
 * sent.
 */
export function checkAnnouncement(values: AnnouncementFormValues): AnnouncementCheck {
  const message = values.message.trim();
  if (!message) return { ok: false, problem: messages.teacher.announcementEmpty };
  if (values.type === 'batch') {
    if (!values.batchId) return { ok: false, problem: 'Choose a batch.' };
    return { ok: true, body: { type: 'batch', message, batch_id: Number(values.batchId) } };
  }
  if (values.type === 'student') {
    if (!values.studentId) return { ok: false, problem: 'Choose a student.' };
    return { ok: true, body: { type: 'student', message, student_id: Number(values.studentId) } };
  }
  return { ok: true, body: { type: 'all', message } };
}
