import { Box, Button, chakra, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type NotificationItem,
  notificationText,
  notificationUi,
  preferencesUi,
} from '../../../shared/notifications';
import type { Role } from '../../../shared/schemas/auth';
import { usePageTitle } from '../../app/usePageTitle';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { formatEnIn, formatTimeSince } from '../../lib/dates';
import { notify } from '../notify';
import { useMarkNotificationsRead } from './notification-feed';

const RouterLink = chakra(Link);
const pageSize = 20;

type MarkRead = (id: number) => void;

/** One notification: its text links to its thing (and marks it read); an unread one is marked so. */
function NotificationRow({ item, markRead }: { item: NotificationItem; markRead: MarkRead }) {
  const unread = item.read_at === null;
  const text = notificationText(item, formatEnIn) ?? notificationUi.unknownKind;
  return (
    <Box
      as="li"
      data-unread={unread || undefined}
      borderWidth="1px"
      borderColor={unread ? 'blue.200' : 'gray.200'}
      bg={unread ? 'blue.50' : 'white'}
      borderRadius="md"
      px="4"
      py="3"
    >
      <HStack align="start" gap="3">
        <Box
          aria-hidden
          flexShrink={0}
          mt="2"
          width="2.5"
          height="2.5"
          borderRadius="full"
          bg={unread ? 'blue.600' : 'transparent'}
        />
        <Stack gap="1" flex="1" minWidth="0">
          <RouterLink
            to={item.link}
            onClick={() => unread && markRead(item.id)}
            fontWeight={unread ? 'semibold' : 'normal'}
            color="gray.900"
            overflowWrap="anywhere"
            _hover={{ textDecoration: 'underline' }}
            focusRing="outside"
          >
            {unread && (
              <>
                <VisuallyHidden>{notificationUi.unreadMark}</VisuallyHidden>{' '}
              </>
            )}
            {text}
          </RouterLink>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={item.created_at} title={formatEnIn(item.created_at)}>
              {notificationUi.ago(formatTimeSince(item.created_at))}
            </time>
          </Text>
        </Stack>
        {unread && (
          <Button size="xs" variant="outline" flexShrink={0} onClick={() => markRead(item.id)}>
            {notificationUi.markRead}
            <VisuallyHidden>: {text}</VisuallyHidden>
          </Button>
        )}
      </HStack>
    </Box>
  );
}

/**
 * An area's notifications page (/dashboard/notifications, /teacher/notifications,
 * /admin/notifications): the person's own, newest first, a page at a time; kept current by the bell's
 * channel, which refetches the pages when one arrives.
 */
export function NotificationsPage({ audience }: { audience: Role }) {
  usePageTitle(notificationUi.title);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: queryKeys.notificationPage(page),
    queryFn: ({ signal }) =>
      api.call('listNotifications', { query: { page: String(page), page_size: String(pageSize) }, signal }),
    placeholderData: keepPreviousData,
  });
  const mark = useMarkNotificationsRead(() => notify.error(notificationUi.markFailed));
  const unread = list.data?.unread ?? 0;
  return (
    <Stack gap="5" maxWidth="3xl">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {notificationUi.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="ghost">
            <Link to="settings">
              <Settings aria-hidden />
              {preferencesUi.link}
            </Link>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={unread === 0}
            loading={mark.isPending && mark.variables === null}
            onClick={() => mark.mutate(null)}
          >
            {notificationUi.markAllRead}
          </Button>
        </HStack>
      </HStack>
      <QueryView query={list} failedText={notificationUi.failed} loadingText={notificationUi.loading}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.page_size));
          if (data.total === 0) return <Text color="fg.muted">{notificationUi.empty[audience]}</Text>;
          return (
            <Stack gap="4">
              <Stack as="ul" gap="2" listStyleType="none" aria-label={notificationUi.title}>
                {data.items.map((item) => (
                  <NotificationRow key={item.id} item={item} markRead={(id) => mark.mutate(id)} />
                ))}
              </Stack>
              {pages > 1 && (
                <HStack as="nav" aria-label="Pages" justify="space-between" gap="3">
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {notificationUi.newer}
                  </Button>
                  <Text fontSize="sm" color="fg.muted">
                    {notificationUi.pageOf(data.page, pages)}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    {notificationUi.older}
                  </Button>
                </HStack>
              )}
              <Text fontSize="sm" color="fg.muted">
                {notificationUi.kept}
              </Text>
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
