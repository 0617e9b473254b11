import { z } from 'zod';
import { announcement } from './schemas/announcements';
import { liveClass } from './schemas/classes';
import { id } from './schemas/common';
import { homeworkItem } from './schemas/homework';
import { submission } from './schemas/submissions';

/** Every realtime channel: the path a socket opens (below the site root, with `?token=`). */
export const channels = {
  /** Student: any message means "refetch the next class". */
  studentClass: (classId: number) => `/ws/classes/${classId}/`,
  /**
   * Student: any class message (new_class, update_class, delete_class) means "refetch the next
   * class"; new_announcement carries the announcement.
   */
  studentBatch: (batchId: number) => `/ws/batch/${batchId}/`,
  /** Student: homework of their batch. */
  batchHomework: (batchId: number) => `/ws/homework/batch/${batchId}/`,
  /** Student (own submission only) and teacher (all submissions): one homework's submissions. */
  homeworkSubmissions: (homeworkId: number) => `/ws/homework/${homeworkId}/`,
  /** Teacher: all homework of their batches, and the submissions of their students to it. */
  teacherHomework: () => '/ws/homework/',
  /** Teacher: all classes of their batches. */
  teacherClasses: () => '/ws/classes/',
} as const;

export const socketMessage = z.discriminatedUnion('action', [
  z.object({ action: z.literal('new_homework'), homework: homeworkItem }),
  z.object({ action: z.literal('update_homework'), homework: homeworkItem }),
  z.object({ action: z.literal('delete_homework'), homework_id: id }),
  z.object({ action: z.literal('new_class'), class: liveClass }),
  z.object({ action: z.literal('update_class'), class: liveClass }),
  z.object({ action: z.literal('delete_class'), class_id: id }),
  z.object({ action: z.literal('new_submission'), submission }),
  z.object({ action: z.literal('update_submission'), submission }),
  z.object({ action: z.literal('feedback'), submission }),
  z.object({ action: z.literal('new_announcement'), announcement }),
]);
export type SocketMessage = z.infer<typeof socketMessage>;
export type SocketAction = SocketMessage['action'];

/** Close codes the server uses when it refuses a socket. */
export const socketCloseCodes = { badToken: 4401, forbidden: 4403, notFound: 4404 } as const;
