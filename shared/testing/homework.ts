import type { Homework } from '../schemas/homework';

/** A homework as the list endpoints answer it: open, due in 2030, in one batch, not submitted. */
export function aHomework(fields: Partial<Homework> = {}): Homework {
  const id = fields.id ?? 1;
  return {
    id,
    title: `Homework ${id}`,
    description: '',
    due_date: '2030-01-01T10:00:00Z',
    status: 'open',
    gdrive_link: null,
    allow_resubmit: false,
    allow_late: true,
    subject: null,
    batch_names: [{ id: 1, name: 'Olympiad 9A' }],
    submissions: [],
    created_at: '2029-12-01T10:00:00Z',
    ...fields,
  };
}
