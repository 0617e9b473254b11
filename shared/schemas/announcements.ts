import { z } from 'zod';
import { bodyId, id, isoDateTime } from './common';
import { multiLineText } from './text';

export const announcementTypes = ['all', 'batch', 'student'] as const;
export const announcementType = z.enum(announcementTypes);
export type AnnouncementType = z.infer<typeof announcementType>;

export const announcementWrite = z
  .object({
    type: announcementType,
    message: multiLineText().trim().min(1, 'Please enter an announcement message').max(2000),
    batch_id: bodyId('Choose a batch.').nullable().optional(),
    student_id: bodyId('Choose a student.').nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'batch' && !value.batch_id) {
      ctx.addIssue({ code: 'custom', path: ['batch_id'], message: 'Choose a batch.' });
    }
    if (value.type === 'student' && !value.student_id) {
      ctx.addIssue({ code: 'custom', path: ['student_id'], message: 'Choose a student.' });
    }
  });
export type AnnouncementWrite = z.input<typeof announcementWrite>;

export const announcement = z.object({
  id,
  type: announcementType,
  message: z.string(),
  batch_id: id.nullable(),
  student_id: id.nullable(),
  teacher_name: z.string(),
  created_at: isoDateTime,
});
export type Announcement = z.infer<typeof announcement>;
export const announcementList = z.array(announcement);
