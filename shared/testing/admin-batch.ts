import type { AdminBatch } from '../schemas/admin';

/** A batch as the admin's batch list answers it: running, two teachers, twelve students. */
export function anAdminBatch(fields: Partial<AdminBatch> = {}): AdminBatch {
  const id = fields.id ?? 1;
  return { id, name: `Batch ${id}`, archived_at: null, student_count: 12, teacher_count: 2, ...fields };
}
