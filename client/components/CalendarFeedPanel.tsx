import { Button, Card, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Copy, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { apiBase } from '../data/api-base';
import { api } from '../data/client';
import { QueryStatus } from '../data/QueryStatus';
import { queryKeys } from '../data/query-keys';
import { ConfirmDialog } from './ConfirmDialog';
import { FormField } from './FormField';
import { notify } from './notify';

/** The feed is served by the API's host (VITE_API_URL may name another one than the page's). */
export function feedUrl(path: string, pageOrigin = window.location.origin): string {
  return new URL(path, new URL(apiBase, pageOrigin)).href;
}

/** Calendar apps subscribe to webcal:// links; the same feed over https is what one pastes. */
export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The user's private calendar feed (classes, homework due dates and test windows): the link to copy into a
 * calendar app, a webcal:// link that opens one, and a reset for a link that leaked.
 */
export function CalendarFeedPanel() {
  const queryClient = useQueryClient();
  const feed = useQuery({
    queryKey: queryKeys.calendarFeed,
    queryFn: ({ signal }) => api.call('calendarFeed', { signal }),
  });
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => api.call('resetCalendarFeed'),
    onSuccess: (fresh) => {
      queryClient.setQueryData(queryKeys.calendarFeed, fresh);
      notify.success('New calendar link made. The old link no longer works.');
    },
    onError: () => notify.error('The calendar link could not be reset. Please try again.'),
    onSettled: () => setConfirming(false),
  });
  const url = feed.data ? feedUrl(feed.data.path) : '';

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Calendar link copied.');
    } catch {
      notify.error('Copying is blocked here: select the link and copy it yourself.');
    }
  }

  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="calendar-feed-heading">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="calendar-feed-heading">
            Calendar feed
          </Heading>
          <Text color="gray.700">
            Add your classes, homework due dates and test windows to Google Calendar, Apple Calendar or
            Outlook by subscribing to this link. Keep it private: anyone who has it can see your schedule.
          </Text>
          <QueryStatus
            query={feed}
            failedText="Your calendar link could not be loaded. Reload the page to try again."
          />
          {feed.data && (
            <>
              <FormField label="Calendar link">
                <Input
                  readOnly
                  value={url}
                  fontFamily="mono"
                  fontSize="sm"
                  onFocus={(event) => event.currentTarget.select()}
                />
              </FormField>
              <HStack gap="2" wrap="wrap">
                <Button colorPalette="brand" onClick={copyLink}>
                  <Copy size={16} aria-hidden />
                  Copy link
                </Button>
                <Button asChild variant="outline">
                  <Link href={webcalUrl(url)} textDecoration="none">
                    <CalendarPlus size={16} aria-hidden />
                    Open in calendar app
                  </Link>
                </Button>
                <Button variant="ghost" color="red.700" onClick={() => setConfirming(true)}>
                  <RotateCcw size={16} aria-hidden />
                  Reset link
                </Button>
              </HStack>
            </>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title="Reset calendar link?"
        message="The current link stops working at once. Calendars subscribed to it need the new link."
        confirmLabel="Reset link"
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Card.Root>
  );
}
