import { Box, Button, Card, Code, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { ApiRequestError } from '../data/errors';
import { QueryView } from '../data/QueryView';
import { formatCalendarDate } from '../lib/dates';
import { PaymentHistory } from '../payments/PaymentHistory';
import { ChildPage } from './ChildPage';
import { useChildRead } from './useChildRead';

/**
 * /family/fees: the child's subscription, admission code and payments, and the way to pay: /pricing
 * with the child's username filled in (or a plain link when their payments cannot be read).
 */
export default function ChildFeesPage() {
  return <ChildPage title="Fees">{(child) => <Fees childId={child.id} />}</ChildPage>;
}

function Fees({ childId }: { childId: number }) {
  const payments = useChildRead('guardianChildPayments', childId);
  if (payments.isError && payments.error instanceof ApiRequestError)
    return (
      <Box>
        <Button asChild colorPalette="brand">
          <a href="/pricing">Pay fees</a>
        </Button>
      </Box>
    );
  return (
    <QueryView
      query={payments}
      failedText="The payments could not be loaded."
      loadingText="Loading payments..."
    >
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
                    <Code fontSize="md">{own.admission_code}</Code>
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              <Text fontSize="sm" color="fg.muted">
                Pay on the Payments page with this username and admission code.
              </Text>
              <Box>
                <Button asChild colorPalette="brand">
                  <a href={`/pricing?${new URLSearchParams({ username: own.email })}`}>Pay fees</a>
                </Button>
              </Box>
            </Card.Body>
          </Card.Root>
          <Stack gap="3">
            <Heading as="h2" size="lg">
              History
            </Heading>
            {own.requests.length === 0 ? (
              <Text color="fg.muted">No payments yet.</Text>
            ) : (
              <PaymentHistory requests={own.requests} />
            )}
          </Stack>
        </Stack>
      )}
    </QueryView>
  );
}
