import { Box, Button, Card, Code, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { feesPageTexts } from '../../shared/payments';
import type { StudentPayments } from '../../shared/schemas/payments';
import { ApiRequestError } from '../data/errors';
import { QueryView } from '../data/QueryView';
import { formatCalendarDate } from '../lib/dates';
import { PaymentHistory } from './PaymentHistory';
import { statusPollMs } from './status-poll';

/** A student's payments, asked about again every few seconds while one awaits verification. */
export function useFeesQuery(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<StudentPayments>) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    refetchInterval: (query) =>
      query.state.data?.requests.some((request) => request.status === 'submitted') ? statusPollMs : false,
  });
}

/**
 * The subscription's end, the username and admission code to pay with, the way to pay and every
 * payment with its receipt: the student's Payments page and their guardian's Fees page are this one.
 * When the payments cannot be read the way to pay stays.
 */
export function FeesOverview({
  fees,
  payTo,
  note,
}: {
  fees: ReturnType<typeof useFeesQuery>;
  /** The pricing page, with what it should fill in. */
  payTo: string;
  note: string;
}) {
  const payButton = (
    <Box>
      <Button asChild colorPalette="brand">
        <RouterLink to={payTo}>{feesPageTexts.payFees}</RouterLink>
      </Button>
    </Box>
  );
  if (fees.isError && fees.error instanceof ApiRequestError)
    return (
      <Stack gap="4">
        <Text role="alert" color="red.700">
          {feesPageTexts.failed}
        </Text>
        {payButton}
      </Stack>
    );
  return (
    <QueryView query={fees} failedText={feesPageTexts.failed} loadingText={feesPageTexts.loading}>
      {(own) => (
        <Stack gap="6">
          <Card.Root>
            <Card.Body gap="4">
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel minW="9rem">Subscription</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {own.valid_until ? `Until ${formatCalendarDate(own.valid_until)}` : 'None yet'}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel minW="9rem">Username</DataList.ItemLabel>
                  <DataList.ItemValue wordBreak="break-all">{own.email}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel minW="9rem">Admission code</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Code fontSize="md" aria-label={`Admission code ${own.admission_code}`}>
                      {own.admission_code}
                    </Code>
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              <Text fontSize="sm" color="fg.muted">
                {note}
              </Text>
              {payButton}
            </Card.Body>
          </Card.Root>
          <Stack gap="3">
            <Heading as="h2" size="lg">
              History
            </Heading>
            {own.requests.length === 0 ? (
              <Text color="fg.muted">{feesPageTexts.noneYet}</Text>
            ) : (
              <PaymentHistory requests={own.requests} />
            )}
          </Stack>
        </Stack>
      )}
    </QueryView>
  );
}
