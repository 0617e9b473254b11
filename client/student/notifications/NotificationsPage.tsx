import { Heading, Stack, Text } from '@chakra-ui/react';
import { messages } from '../../../shared/messages';
import { usePageTitle } from '../../app/usePageTitle';

/** /dashboard/notifications: a placeholder page only (docs/behaviour.md#routes-and-guards). */
export default function NotificationsPage() {
  usePageTitle('Notifications');
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        Notifications
      </Heading>
      <Text color="gray.600">{messages.catalogue.comingSoon}</Text>
    </Stack>
  );
}
