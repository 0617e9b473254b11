import { Heading, Stack } from '@chakra-ui/react';
import { feesPageTexts } from '../../../shared/payments';
import { usePageTitle } from '../../app/usePageTitle';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { FeesOverview, useFeesQuery } from '../../payments/FeesOverview';

/** /dashboard/payments: the subscription's end, the admission code to pay with, and every payment. */
export default function PaymentsPage() {
  usePageTitle('Payments');
  const fees = useFeesQuery(queryKeys.studentPayments, (signal) => api.call('studentPayments', { signal }));
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Payments
      </Heading>
      <FeesOverview fees={fees} payTo="/pricing" note={feesPageTexts.studentNote} />
    </Stack>
  );
}
