import { Box, Button, Card, Code, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { formatCalendarDate } from '../../lib/dates';
import { PaymentHistory } from '../../payments/PaymentHistory';
import { statusPollMs } from '../../payments/status-poll';

/**
 * /dashboard/payments: the subscription's end, the admission code to pay with, and every payment
 * with its receipt. While one awaits verification it is asked about again every few seconds.
 */
export default function PaymentsPage() {
  usePageTitle('Payments');
  const payments = useQuery({
    queryKey: queryKeys.studentPayments,
    queryFn: ({ signal }) => api.call('studentPayments', { signal }),
    refetchInterval: (query) =>
      query.state.data?.requests.some((request) => request.status === 'submitted') ? statusPollMs : false,
  });
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Payments
      </Heading>
      <QueryView
        query={payments}
        failedText="Failed to load your payments."
        loadingText="Loading your payments..."
      >
        {(own) => (
          <Stack gap="6">
            <Card.Root>
              <Card.Body gap="4">
                <DataList.Root orientation="horizontal">
                  <DataList.Item>
                    <DataList.ItemLabel minW="10rem">Subscription</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {own.valid_until ? `Until ${formatCalendarDate(own.valid_until)}` : 'None yet'}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel minW="10rem">Admission code</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <Code fontSize="md" aria-label={`Admission code ${own.admission_code}`}>
                        {own.admission_code}
                      </Code>
                    </DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
                <Text fontSize="sm" color="fg.muted">
                  With your e-mail, this code lets you or a parent pay your fees on the Payments page of the
                  site.
                </Text>
                <Box>
                  <Button asChild colorPalette="brand">
                    <RouterLink to="/pricing">Pay fees</RouterLink>
                  </Button>
                </Box>
              </Card.Body>
            </Card.Root>
            <Stack gap="3">
              <Heading as="h2" size="lg">
                History
              </Heading>
              {own.requests.length === 0 ? (
                <Text color="fg.muted">No payments yet. Your payments and receipts will appear here.</Text>
              ) : (
                <PaymentHistory requests={own.requests} />
              )}
            </Stack>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
