import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminBatch } from '../../../shared/schemas/admin';
import { api } from '../../api/client';
import { FormDialog } from '../../components/FormDialog';
import { FormMessage } from '../../components/FormMessage';
import { BatchSelect } from '../common/BatchSelect';
import { errorText, fieldErrors } from '../common/error-text';
import { noPersonDetails, PersonFields, personProblems } from '../common/PersonFields';
import { fullName } from '../common/person-name';
import { useAdminWrite } from '../common/useAdminWrite';

/** A new student in a batch; the server mails them an invitation to set their password. */
export function StudentFormDialog({
  batches,
  onClose,
}: {
  batches: readonly AdminBatch[];
  onClose: () => void;
}) {
  const [details, setDetails] = useState(noPersonDetails);
  const [batchId, setBatchId] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [checked, setChecked] = useState(false);
  const create = useAdminWrite({
    write: () =>
      api.call('adminCreateStudent', {
        body: {
          first_name: details.first_name.trim(),
          last_name: details.last_name.trim(),
          email: details.email.trim(),
          batch_id: Number(batchId),
          valid_until: validUntil || null,
        },
      }),
    success: (student) => `${fullName(student)} added. An invitation was sent to ${student.email}.`,
    toastErrors: false,
  });
  const problems = {
    ...(checked ? personProblems(details) : {}),
    ...(checked && batchId === '' ? { batch_id: 'Choose a batch.' } : {}),
    ...fieldErrors(create.error),
  };
  const refused = create.error ? { status: 'error' as const, text: errorText(create.error) } : null;

  return (
    <FormDialog
      open
      title="New student"
      maxWidthPx={520}
      submitLabel="Create and invite"
      busyLabel="Creating..."
      busy={create.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (Object.keys(personProblems(details)).length === 0 && batchId !== '') {
          create.mutate(undefined, { onSuccess: onClose });
        }
      }}
    >
      <FormMessage outcome={refused} />
      <PersonFields value={details} onChange={setDetails} problems={problems} />
      <BatchSelect
        label="Batch"
        required
        value={batchId}
        onChange={setBatchId}
        batches={batches}
        problem={problems.batch_id}
      />
      <Field.Root>
        <Field.Label>Valid until (optional)</Field.Label>
        <Input
          type="date"
          value={validUntil}
          onChange={(event) => setValidUntil(event.currentTarget.value)}
        />
        <Field.HelperText>The last day the subscription covers. Leave empty until they pay.</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
