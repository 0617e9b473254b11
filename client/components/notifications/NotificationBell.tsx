import { Box, chakra } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { notificationUi } from '../../../shared/notifications';
import { useUnreadNotifications } from './notification-feed';

const RouterLink = chakra(Link);

/** The top bar's way to the area's notifications page, with the unread count (its name says it too). */
export function NotificationBell({ to }: { to: string }) {
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <RouterLink
      to={to}
      aria-label={notificationUi.bellLabel(unread)}
      position="relative"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      width="11"
      height="11"
      borderRadius="full"
      color="gray.700"
      _hover={{ bg: 'gray.100' }}
      focusRing="outside"
    >
      <Bell size={24} aria-hidden />
      {unread > 0 && (
        <Box
          as="span"
          aria-hidden
          data-testid="unread-badge"
          position="absolute"
          top="0.5"
          right="0.5"
          minWidth="5"
          height="5"
          px="1"
          borderRadius="full"
          bg="red.700"
          color="white"
          fontSize="xs"
          fontWeight="bold"
          lineHeight="1.25rem"
          textAlign="center"
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      )}
    </RouterLink>
  );
}
