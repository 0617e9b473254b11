import { useState } from 'react';
import { type AdminBatch, studentCreate } from '../../../shared/schemas/admin';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { BatchSelect } from '../common/BatchSelect';
import { NewAccountDialog } from '../common/NewAccountDialog';

/** A new student in a batch; the server mails them an invitation to set their password. */
export function StudentFormDialog({
  batches,
  onClose,
}: {
  batches: readonly AdminBatch[];
  onClose: () => void;
}) {
  const [batchId, setBatchId] = useState('');
  const [validUntil, setValidUntil] = useState('');
  return (
    <NewAccountDialog
      title="New student"
      schema={studentCreate}
      bodyOf={(person) => ({ ...person, batch_id: Number(batchId), valid_until: validUntil || null })}
      // The server takes a student without a batch (the CLI, an import); this form places them in one.
      formProblems={batchId === '' ? { batch_id: 'Choose a batch.' } : {}}
      create={(body) => api.call('adminCreateStudent', { body })}
      onClose={onClose}
    >
      {(problems) => (
        <>
          <BatchSelect
            label="Batch"
            required
            value={batchId}
            onChange={setBatchId}
            batches={batches}
            problem={problems.batch_id}
          />
          <TextField
            label="Valid until (optional)"
            type="date"
            value={validUntil}
            onChange={setValidUntil}
            helperText="The last day the subscription covers. Leave empty until they pay."
          />
        </>
      )}
    </NewAccountDialog>
  );
}
