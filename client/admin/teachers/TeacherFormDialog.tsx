import { useState } from 'react';
import { api } from '../../api/client';
import { FormDialog } from '../../components/FormDialog';
import { FormMessage } from '../../components/FormMessage';
import { errorText, fieldErrors } from '../common/error-text';
import { noPersonDetails, PersonFields, personProblems } from '../common/PersonFields';
import { fullName } from '../common/person-name';
import { useAdminWrite } from '../common/useAdminWrite';

/** A new teacher; the server mails them an invitation to set their password. Batches come after. */
export function TeacherFormDialog({ onClose }: { onClose: () => void }) {
  const [details, setDetails] = useState(noPersonDetails);
  const [checked, setChecked] = useState(false);
  const create = useAdminWrite({
    write: () =>
      api.call('adminCreateTeacher', {
        body: {
          first_name: details.first_name.trim(),
          last_name: details.last_name.trim(),
          email: details.email.trim(),
        },
      }),
    success: (teacher) => `${fullName(teacher)} added. An invitation was sent to ${teacher.email}.`,
    toastErrors: false,
  });
  const problems = { ...(checked ? personProblems(details) : {}), ...fieldErrors(create.error) };

  return (
    <FormDialog
      open
      title="New teacher"
      maxWidthPx={520}
      submitLabel="Create and invite"
      busyLabel="Creating..."
      busy={create.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (Object.keys(personProblems(details)).length === 0)
          create.mutate(undefined, { onSuccess: onClose });
      }}
    >
      <FormMessage outcome={create.error ? { status: 'error', text: errorText(create.error) } : null} />
      <PersonFields value={details} onChange={setDetails} problems={problems} />
    </FormDialog>
  );
}
