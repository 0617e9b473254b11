import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminTeacher } from '../../../shared/schemas/admin';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';
import { ConfirmWriteDialog } from '../common/ConfirmWriteDialog';
import { EmptyState } from '../common/EmptyState';
import { ListResults } from '../common/ListResults';
import { PageHeader } from '../common/PageHeader';
import { fullName } from '../common/person-name';
import { RowAction } from '../common/RowAction';
import { StatusBadge } from '../common/StatusBadge';
import { useAdminWrite } from '../common/useAdminWrite';
import { TeacherBatchesDialog } from './TeacherBatchesDialog';
import { TeacherFormDialog } from './TeacherFormDialog';

/** Teachers: create (an invitation is mailed), assign and unassign batches, deactivate. */
export default function TeachersPage() {
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<AdminTeacher | null>(null);
  const [deactivating, setDeactivating] = useState<AdminTeacher | null>(null);
  const teachers = useQuery({
    queryKey: adminKeys.teachers(),
    queryFn: ({ signal }) => api.call('adminListTeachers', { signal }),
  });
  const setActive = useAdminWrite({
    write: ({ id, active }: { id: number; active: boolean }) =>
      api.call(active ? 'adminReactivateTeacher' : 'adminDeactivateTeacher', { params: { id } }),
    success: (user, { active }) => `${fullName(user)} ${active ? 'reactivated' : 'deactivated'}.`,
  });

  return (
    <Stack gap="5">
      <PageHeader
        title="Teachers"
        lead="A new teacher gets an e-mail with a link to set their password."
        actions={
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            New teacher
          </Button>
        }
      />
      <ListResults
        query={teachers}
        rows={(all) => all}
        loadingText="Loading teachers..."
        empty={
          <EmptyState title="No teachers yet">
            Add a teacher, then assign them the batches they teach.
          </EmptyState>
        }
        caption="Teachers"
        columns={[
          { header: 'Name', cell: (teacher) => fullName(teacher) },
          { header: 'E-mail', cell: (teacher) => teacher.email },
          {
            header: 'Batches',
            cell: (teacher) =>
              teacher.batches.length === 0 ? (
                <Text as="span" color="fg.muted">
                  None
                </Text>
              ) : (
                <HStack as="span" gap="1" wrap="wrap">
                  {teacher.batches.map((batch) => (
                    <Badge key={batch.id} variant="outline">
                      {batch.name}
                    </Badge>
                  ))}
                </HStack>
              ),
          },
          {
            header: 'Status',
            cell: (teacher) => <StatusBadge status={teacher.status} />,
          },
        ]}
        actions={(teacher) => (
          <>
            <RowAction aria-label={`Batches of ${fullName(teacher)}`} onClick={() => setAssigning(teacher)}>
              Batches
            </RowAction>
            {teacher.status === 'active' ? (
              <RowAction
                colorPalette="red"
                aria-label={`Deactivate ${fullName(teacher)}`}
                onClick={() => setDeactivating(teacher)}
              >
                Deactivate
              </RowAction>
            ) : (
              <RowAction
                aria-label={`Reactivate ${fullName(teacher)}`}
                loading={setActive.isPending && setActive.variables?.id === teacher.id}
                onClick={() => setActive.mutate({ id: teacher.id, active: true })}
              >
                Reactivate
              </RowAction>
            )}
          </>
        )}
      />

      {creating && <TeacherFormDialog onClose={() => setCreating(false)} />}
      {assigning && (
        <TeacherBatchesDialog
          teacher={teachers.data?.find((teacher) => teacher.id === assigning.id) ?? assigning}
          onClose={() => setAssigning(null)}
        />
      )}
      <ConfirmWriteDialog
        row={deactivating}
        title="Deactivate teacher"
        message={(teacher) =>
          `Deactivate ${fullName(teacher)}? They are signed out at once and cannot sign in until reactivated.`
        }
        confirmLabel="Deactivate"
        write={setActive}
        variables={(teacher) => ({ id: teacher.id, active: false })}
        onClose={() => setDeactivating(null)}
      />
    </Stack>
  );
}
