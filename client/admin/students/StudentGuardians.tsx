import { Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GuardiansEditor } from '../../components/GuardiansEditor';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';

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
  );
}
