import { Badge, Button, Checkbox, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminBatch } from '../../../shared/schemas/admin';
import { api } from '../../data/client';
import { ConfirmWriteDialog } from '../common/ConfirmWriteDialog';
import { EmptyState } from '../common/EmptyState';
import { ListResults } from '../common/ListResults';
import { PageHeader } from '../common/PageHeader';
import { RowAction } from '../common/RowAction';
import { TextFieldDialog } from '../common/TextFieldDialog';
import { useAdminBatches } from '../common/useAdminBatches';
import { useAdminWrite } from '../common/useAdminWrite';
import { BatchMembersDialog } from './BatchMembersDialog';

type Editing = { kind: 'create' } | { kind: 'rename'; batch: AdminBatch } | null;

/** Batches: create, rename, archive (its classes and homework stay readable), and who is in each. */
export default function BatchesPage() {
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<AdminBatch | null>(null);
  const [viewing, setViewing] = useState<AdminBatch | null>(null);
  const batches = useAdminBatches();

  const create = useAdminWrite({
    write: (name: string) => api.call('adminCreateBatch', { body: { name } }),
    success: (batch) => `Batch ${batch.name} created.`,
    toastErrors: false,
  });
  const rename = useAdminWrite({
    write: ({ id, name }: { id: number; name: string }) =>
      api.call('adminUpdateBatch', { params: { id }, body: { name } }),
    success: (batch) => `Batch renamed to ${batch.name}.`,
    toastErrors: false,
  });
  const setArchived = useAdminWrite({
    write: ({ id, archived }: { id: number; archived: boolean }) =>
      api.call('adminUpdateBatch', { params: { id }, body: { archived } }),
    success: (batch) =>
      batch.archived_at !== null ? `Batch ${batch.name} archived.` : `Batch ${batch.name} restored.`,
  });

  const archivedCount = (batches.data ?? []).filter((batch) => batch.archived_at !== null).length;

  return (
    <Stack gap="5">
      <PageHeader
        title="Batches"
        lead="Create and rename batches; archive one that has finished (its classes and homework stay readable)."
        actions={
          <Button colorPalette="brand" onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden />
            New batch
          </Button>
        }
      />

      <Checkbox.Root
        checked={showArchived}
        onCheckedChange={(details) => setShowArchived(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Show archived batches ({archivedCount})</Checkbox.Label>
      </Checkbox.Root>

      <ListResults
        query={batches}
        rows={(all) => all.filter((batch) => showArchived || batch.archived_at === null)}
        loadingText="Loading batches..."
        empty={
          <EmptyState title="No batches yet">
            Create the first batch, then add teachers and students to it.
          </EmptyState>
        }
        caption="Batches"
        columns={[
          { header: 'Name', cell: (batch) => batch.name },
          { header: 'Teachers', cell: (batch) => batch.teacher_count, numeric: true },
          { header: 'Students', cell: (batch) => batch.student_count, numeric: true },
          {
            header: 'Status',
            cell: (batch) =>
              batch.archived_at !== null ? (
                <Badge colorPalette="gray">Archived</Badge>
              ) : (
                <Badge colorPalette="green">Active</Badge>
              ),
          },
        ]}
        actions={(batch) => (
          <>
            <RowAction onClick={() => setViewing(batch)} aria-label={`Members of ${batch.name}`}>
              Members
            </RowAction>
            <RowAction
              onClick={() => setEditing({ kind: 'rename', batch })}
              aria-label={`Rename ${batch.name}`}
            >
              Rename
            </RowAction>
            {batch.archived_at !== null ? (
              <RowAction
                aria-label={`Restore ${batch.name}`}
                loading={setArchived.isPending && setArchived.variables?.id === batch.id}
                onClick={() => setArchived.mutate({ id: batch.id, archived: false })}
              >
                Restore
              </RowAction>
            ) : (
              <RowAction
                colorPalette="red"
                aria-label={`Archive ${batch.name}`}
                onClick={() => setArchiving(batch)}
              >
                Archive
              </RowAction>
            )}
          </>
        )}
      />

      {editing?.kind === 'create' && (
        <TextFieldDialog
          title="New batch"
          label="Batch name"
          submitLabel="Create batch"
          busyLabel="Creating..."
          busy={create.isPending}
          error={create.error}
          onSubmit={(name) => create.mutate(name, { onSuccess: () => setEditing(null) })}
          onClose={() => {
            create.reset();
            setEditing(null);
          }}
        />
      )}
      {editing?.kind === 'rename' && (
        <TextFieldDialog
          title={`Rename ${editing.batch.name}`}
          label="Batch name"
          initialValue={editing.batch.name}
          submitLabel="Save name"
          busyLabel="Saving..."
          busy={rename.isPending}
          error={rename.error}
          onSubmit={(name) =>
            rename.mutate({ id: editing.batch.id, name }, { onSuccess: () => setEditing(null) })
          }
          onClose={() => {
            rename.reset();
            setEditing(null);
          }}
        />
      )}
      <ConfirmWriteDialog
        row={archiving}
        title="Archive batch"
        message={(batch) =>
          `Archive ${batch.name}? Its classes and homework stay readable, but it gets no new ones.`
        }
        confirmLabel="Archive"
        write={setArchived}
        variables={(batch) => ({ id: batch.id, archived: true })}
        onClose={() => setArchiving(null)}
      />
      {viewing && <BatchMembersDialog batch={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
}
