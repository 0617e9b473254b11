import { Button, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { daysLeftToRenew, paymentTexts } from '../../../shared/payments';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { formatCalendarDate } from '../../lib/dates';
import { statusPollMs } from '../../payments/status-poll';
import { DashboardCard } from './DashboardCard';

// Subscriptions end with their last UTC day, as the server counts them.
const utcToday = () => new Date().toISOString().slice(0, 10);

const inDays = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/**
 * The subscription's last day, from two weeks before it, with the way to pay; once a payment awaits
 * the staff, where it stands, asked again every few seconds (the Payments page's own query).
 */
export function SubscriptionCard({ validUntil }: { validUntil: string | null }) {
  const daysLeft = daysLeftToRenew(validUntil, utcToday());
  const payments = useQuery({
    queryKey: queryKeys.studentPayments,
    queryFn: ({ signal }) => api.call('studentPayments', { signal }),
    enabled: daysLeft !== null,
    refetchInterval: (query) =>
      query.state.data?.requests.some((request) => request.status === 'submitted') ? statusPollMs : false,
  });
  if (daysLeft === null || !validUntil) return null;
  const awaiting = payments.data?.requests.find((request) => request.status === 'submitted');
  // The renewal already confirmed: the stored end date moved past the window.
  const renewedUntil = payments.data?.valid_until;
  if (renewedUntil && daysLeftToRenew(renewedUntil, utcToday()) === null) return null;
  return (
    <DashboardCard
      headingId="subscription-heading"
      icon={CalendarClock}
      title="Your subscription"
      footer={
        !awaiting && (
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/dashboard/payments">Pay fees to renew</RouterLink>
          </Button>
        )
      }
    >
      <Text>
        Your subscription ends on <b>{formatCalendarDate(validUntil)}</b> ({inDays(daysLeft)}).
      </Text>
      {awaiting && (
        <Text role="status" mt="2">
          {paymentTexts.awaitingVerification} ({awaiting.reference}, transaction {awaiting.utr})
        </Text>
      )}
    </DashboardCard>
  );
}
