import { Card, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { GuardiansEditor } from '../../components/GuardiansEditor';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';

/** The student's guardians on their profile, which they may correct themselves. */
export function GuardiansPanel() {
  const guardians = useQuery({
    queryKey: queryKeys.ownGuardians,
    queryFn: ({ signal }) => api.call('ownGuardians', { signal }),
  });
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body>
        {guardians.isPending && <Text color="gray.600">Loading...</Text>}
        {guardians.isError && (
          <Text role="alert" color="red.700">
            Your guardians could not be loaded. Please try again later.
          </Text>
        )}
        {guardians.data && (
          <GuardiansEditor
            initial={guardians.data}
            save={(list) => api.call('updateOwnGuardians', { body: { guardians: list } })}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
