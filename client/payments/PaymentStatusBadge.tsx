import { Badge } from '@chakra-ui/react';
import { paymentStatusLabels } from '../../shared/payments';
import type { PaymentStatus } from '../../shared/schemas/payments';

const palettes: Record<PaymentStatus, string> = {
  awaiting_payment: 'blue',
  expired: 'gray',
  submitted: 'orange',
  paid: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/** A payment's state in words and colour. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge colorPalette={palettes[status]}>{paymentStatusLabels[status]}</Badge>;
}
