import { teacherCreate } from '../../../shared/schemas/admin';
import { api } from '../../data/client';
import { NewAccountDialog } from '../common/NewAccountDialog';

/** A new teacher; the server mails them an invitation to set their password. Batches come after. */
export function TeacherFormDialog({ onClose }: { onClose: () => void }) {
  return (
    <NewAccountDialog
      title="New teacher"
      schema={teacherCreate}
      bodyOf={(person) => person}
      create={(body) => api.call('adminCreateTeacher', { body })}
      onClose={onClose}
    />
  );
}
