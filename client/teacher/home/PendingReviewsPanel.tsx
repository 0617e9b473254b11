import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { channels } from '../../../shared/socket';
import { api } from '../../data/client';
import { QueryStatus } from '../../data/QueryStatus';
import { queryKeys } from '../../data/query-keys';
import { useChannel } from '../../data/useChannel';
import { formatTimeSince } from '../../lib/dates';

const waitingText = (count: number) => `${count} awaiting review`;

/**
 * The teacher home's Pending Submissions: each homework with submissions awaiting feedback, oldest
 * waiting first, linking to its submissions. Any submission, feedback or homework message on the
 * teacher's homework channel may change the counts, so it refetches (one small call).
 */
export function PendingReviewsPanel() {
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: queryKeys.pendingReviews,
    queryFn: ({ signal }) => api.call('pendingReviews', { signal }),
  });
  useChannel(channels.teacherHomework(), () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.pendingReviews });
  });

  return (
    <Card.Root gridArea="pending" variant="outline" bg="white" as="section" aria-labelledby="pending-heading">
      <Card.Body>
        <Heading as="h2" size="md" id="pending-heading" mb="3">
          Pending Submissions
        </Heading>
        <QueryStatus
          query={pending}
          failedText="Pending submissions could not be loaded. Reload the page to try again."
        />
        {pending.data?.length === 0 && <Text color="fg.muted">No submissions are waiting for feedback.</Text>}
        {pending.data && pending.data.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Homework awaiting review">
            {pending.data.map((item) => (
              <li key={item.homework_id}>
                <Link
                  asChild
                  display="block"
                  p="3"
                  borderWidth="1px"
                  borderRadius="md"
                  _hover={{ bg: 'gray.50', textDecoration: 'none' }}
                  focusRing="outside"
                >
                  <RouterLink to={`/teacher/homework/${item.homework_id}/submissions`}>
                    <Stack gap="1" width="100%">
                      <Text fontWeight="semibold" color="gray.900">
                        {item.title}
                      </Text>
                      <HStack gap="2" wrap="wrap">
                        <Badge colorPalette="orange" variant="solid" bg="orange.700">
                          {waitingText(item.waiting)}
                        </Badge>
                        <Text fontSize="sm" color="gray.700">
                          oldest waiting {formatTimeSince(item.oldest_submitted_at)}
                        </Text>
                      </HStack>
                      {item.batches.length > 0 && (
                        <Text fontSize="sm" color="gray.700">
                          {item.batches.map((batch) => batch.name).join(', ')}
                        </Text>
                      )}
                    </Stack>
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
