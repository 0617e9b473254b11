import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Guardian } from '../../../shared/schemas/attendance';
import { GuardiansEditor } from '../../components/GuardiansEditor';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';
import { serverBodyText } from '../../data/server-errors';

/** A student's guardians in the admin's student dialog; saving is audited on the server. */
export function StudentGuardians({ studentId }: { studentId: number }) {
  const queryClient = useQueryClient();
  const guardians = useQuery({
    queryKey: adminKeys.studentGuardians(studentId),
    queryFn: ({ signal }) => api.call('adminStudentGuardians', { params: { id: studentId }, signal }),
  });
  if (guardians.isPending) return <Text color="fg.muted">Loading guardians...</Text>;
  if (guardians.isError)
    return (
      <Text role="alert" color="red.700">
        The guardians could not be loaded.
      </Text>
    );
  return (
    <Stack gap="4">
      <GuardiansEditor
        headingLevel="h3"
        initial={guardians.data}
        save={async (list) => {
          const saved = await api.call('adminUpdateStudentGuardians', {
            params: { id: studentId },
            body: { guardians: list },
          });
          queryClient.setQueryData(adminKeys.studentGuardians(studentId), saved);
          queryClient.invalidateQueries({ queryKey: adminKeys.audit({}).slice(0, 2) });
          return saved;
        }}
      />
      <GuardianInvites studentId={studentId} guardians={guardians.data.guardians} />
    </Stack>
  );
}

/** Invites each saved guardian with an e-mail to the guardian area (a set-password mail). */
function GuardianInvites({ studentId, guardians }: { studentId: number; guardians: readonly Guardian[] }) {
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: (position: number) =>
      api.call('adminInviteGuardian', { params: { id: studentId, position } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit({}).slice(0, 2) }),
  });
  if (!guardians.some((guardian) => guardian.email !== '')) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        A guardian with an e-mail can be invited to the guardian area to follow this student.
      </Text>
      <HStack gap="2" wrap="wrap">
        {guardians.map((guardian, index) =>
          guardian.email === '' ? null : guardian.has_account ? (
            <Text key={guardian.email} fontSize="sm">
              {guardian.name} signs in as a guardian.
            </Text>
          ) : (
            <Button
              key={guardian.email}
              size="sm"
              variant="outline"
              loading={invite.isPending && invite.variables === index + 1}
              onClick={() => invite.mutate(index + 1)}
            >
              Invite {guardian.name}
            </Button>
          ),
        )}
      </HStack>
      {invite.isSuccess && <Text role="status">{invite.data.detail}</Text>}
      {invite.isError && (
        <Text role="alert" color="red.700">
          {serverBodyText(invite.error) ?? 'The invitation could not be sent.'}
        </Text>
      )}
    </Stack>
  );
}
