import { Button, Card, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pairingCodeRules } from '../../../shared/schemas/guardians';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { formatEnIn } from '../../lib/dates';

/**
 * The student's pairing code for a parent: the parent signs up on /join-family with it and then
 * follows the student's classes, homework and progress. Single use, a week long.
 */
export function PairingCodePanel() {
  const queryClient = useQueryClient();
  const code = useQuery({
    queryKey: queryKeys.pairingCode,
    queryFn: ({ signal }) => api.call('studentPairingCode', { signal }),
  });
  const issue = useMutation({
    mutationFn: () => api.call('newStudentPairingCode'),
    onSuccess: (fresh) => queryClient.setQueryData(queryKeys.pairingCode, fresh),
  });
  const live = code.data?.code ? code.data : null;
  return (
    <Card.Root as="section" variant="outline" bg="white" aria-labelledby="pairing-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="pairing-heading">
          Parent access
        </Heading>
        <Text color="gray.700">
          Give a parent this code: they sign up at /join-family and see your classes, homework, attendance and
          progress (they cannot hand in or change your profile). It works once, for{' '}
          {pairingCodeRules.lifetimeDays} days.
        </Text>
        {live && (
          <Stack gap="1">
            <Code fontSize="xl" width="fit-content" px="3" py="1" aria-label={`Pairing code ${live.code}`}>
              {live.code}
            </Code>
            {live.expires_at && (
              <Text fontSize="sm" color="fg.muted">
                Expires {formatEnIn(live.expires_at)}
              </Text>
            )}
          </Stack>
        )}
        {code.isError && (
          <Text role="alert" color="red.700">
            The code could not be loaded.
          </Text>
        )}
        <Button
          alignSelf="start"
          variant={live ? 'outline' : 'solid'}
          colorPalette="brand"
          loading={issue.isPending}
          onClick={() => issue.mutate()}
        >
          {live ? 'Make a new code' : 'Make a pairing code'}
        </Button>
        {issue.isError && (
          <Text role="alert" color="red.700">
            A code could not be made. Please try again.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
