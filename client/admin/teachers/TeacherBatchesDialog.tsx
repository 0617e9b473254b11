import { Checkbox, Stack, Text } from '@chakra-ui/react';
import type { AdminTeacher } from '../../../shared/schemas/admin';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { errorText } from '../common/error-text';
import { PanelDialog } from '../common/PanelDialog';
import { fullName } from '../common/person-name';
import { useAdminBatches } from '../common/useAdminBatches';
import { useAdminWrite } from '../common/useAdminWrite';

/**
 * The batches a teacher teaches, one checkbox each: ticking assigns at once, unticking unassigns
 * (each is its own audited write). Archived batches are not offered, but one still assigned is shown.
 */
export function TeacherBatchesDialog({ teacher, onClose }: { teacher: AdminTeacher; onClose: () => void }) {
  const batches = useAdminBatches();
  const assign = useAdminWrite({
    write: ({ batchId, assigned }: { batchId: number; batchName: string; assigned: boolean }) =>
      api.call(assigned ? 'adminAssignTeacher' : 'adminUnassignTeacher', {
        params: { id: teacher.id, batch_id: batchId },
      }),
    success: (_, { batchName, assigned }) =>
      assigned
        ? `${fullName(teacher)} now teaches ${batchName}.`
        : `${fullName(teacher)} no longer teaches ${batchName}.`,
  });
  const assignedIds = new Set(teacher.batches.map((batch) => batch.id));
  const offered = (batches.data ?? []).filter(
    (batch) => batch.archived_at === null || assignedIds.has(batch.id),
  );

  return (
    <PanelDialog
      title={`Batches of ${fullName(teacher)}`}
      maxWidthPx={420}
      closeLabel="Done"
      onClose={onClose}
    >
      <QueryView query={batches} failedText={errorText} loadingText="Loading batches...">
        {() =>
          offered.length === 0 ? (
            <Text color="fg.muted">There are no batches yet. Create one on the Batches page.</Text>
          ) : (
            <Stack as="fieldset" gap="3">
              <Text as="legend" srOnly>
                Batches {fullName(teacher)} teaches
              </Text>
              {offered.map((batch) => (
                <Checkbox.Root
                  key={batch.id}
                  checked={assignedIds.has(batch.id)}
                  disabled={assign.isPending}
                  onCheckedChange={(details) =>
                    assign.mutate({
                      batchId: batch.id,
                      batchName: batch.name,
                      assigned: details.checked === true,
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {batch.name}
                    {batch.archived_at !== null ? ' (archived)' : ''}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </PanelDialog>
  );
}
