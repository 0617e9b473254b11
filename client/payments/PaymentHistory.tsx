import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { paymentTexts } from '../../shared/payments';
import type { PaymentRequest } from '../../shared/schemas/payments';
import { notify } from '../components/notify';
import { formatCalendarDate, formatEnIn } from '../lib/dates';
import { downloadReceipt } from './download-receipt';
import { formatAmount } from './format-payment';
import { PaymentStatusBadge } from './PaymentStatusBadge';

function ReceiptButton({ request }: { request: PaymentRequest }) {
  const download = useMutation({
    mutationFn: () => downloadReceipt(request.id, request.receipt_number ?? ''),
    onError: (error) =>
      notify.error(error instanceof Error ? error.message : 'The receipt could not be downloaded.'),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      loading={download.isPending}
      loadingText="Downloading..."
      onClick={() => download.mutate()}
      aria-label={`Download receipt ${request.receipt_number} (PDF)`}
    >
      <Download aria-hidden />
      Receipt {request.receipt_number}
    </Button>
  );
}

/** One payment: what, how much, where it stands, and its receipt once paid. */
export function PaymentCard({ request }: { request: PaymentRequest }) {
  return (
    <Card.Root size="sm" as="li">
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">
            {request.plan.duration} · {formatAmount(request)}
          </Text>
          <PaymentStatusBadge status={request.status} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Reference {request.reference}
          {request.utr && <> · transaction {request.utr}</>} · started {formatEnIn(request.created_at)}
        </Text>
        {request.status === 'submitted' && <Text fontSize="sm">{paymentTexts.awaitingVerification}</Text>}
        {request.status === 'rejected' && (
          <Text fontSize="sm" color="red.700">
            {paymentTexts.rejected(request.rejection_reason ?? '')}
          </Text>
        )}
        {request.status === 'paid' && (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontSize="sm">Covers until {formatCalendarDate(request.covers_until ?? '')}</Text>
            <ReceiptButton request={request} />
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Payments newest first. */
export function PaymentHistory({ requests }: { requests: readonly PaymentRequest[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Payments">
      {requests.map((request) => (
        <PaymentCard key={request.id} request={request} />
      ))}
    </Stack>
  );
}
