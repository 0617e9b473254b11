import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaymentReport as Report } from '../../../shared/schemas/payments';
import { notify } from '../../components/notify';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';
import { formatCalendarDate, formatTimeSince } from '../../lib/dates';
import { downloadCsv } from '../../lib/download-csv';
import { formatAmount } from '../../payments/format-payment';
import { EmptyState } from '../common/EmptyState';
import { errorText } from '../common/error-text';
import { ListResults } from '../common/ListResults';
import { fullName } from '../common/person-name';

type Table = 'fees' | 'lapsing';

function ExportButton({ table, label }: { table: Table; label: string }) {
  const exported = useMutation({
    mutationFn: () => api.call('adminExportPaymentReport', { query: { table } }),
    onSuccess: (csv) => downloadCsv(csv, `payments-${table}-${new Date().toISOString().slice(0, 10)}.csv`),
    onError: (error) => notify.error(errorText(error)),
  });
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      loading={exported.isPending}
      onClick={() => exported.mutate()}
    >
      <Download size={16} aria-hidden />
      Export CSV
    </Button>
  );
}

function Section({ title, table, children }: { title: string; table: Table; children: ReactNode }) {
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <ExportButton table={table} label={`Export CSV of ${title.toLowerCase()}`} />
      </HStack>
      {children}
    </Stack>
  );
}

/** Fees received per month and plan, payments awaiting verification, and the renewals due soon. */
export function PaymentReport() {
  const report = useQuery({
    queryKey: adminKeys.paymentReport,
    queryFn: ({ signal }) => api.call('adminPaymentReport', { signal }),
  });
  const pending = report.data?.pending;
  return (
    <Stack gap="6" as="section" aria-labelledby="payment-report-heading">
      <Heading as="h2" size="lg" id="payment-report-heading">
        Reports
      </Heading>
      {pending && (
        <Text role="status">
          {pending.count === 0
            ? 'No payment awaits verification.'
            : `${pending.count} ${pending.count === 1 ? 'payment awaits' : 'payments await'} verification, the oldest for ${formatTimeSince(pending.oldest_submitted_at ?? '')}.`}
        </Text>
      )}
      <Section title="Fees received" table="fees">
        <ListResults
          query={report}
          rows={(data: Report) => data.fees.map((row, index) => ({ ...row, id: index }))}
          loadingText="Loading the report..."
          empty={<EmptyState title="No fees received yet">Confirmed payments are counted here.</EmptyState>}
          caption="Fees received per month and plan"
          columns={[
            { header: 'Month', cell: (row) => row.month, nowrap: true },
            { header: 'Plan', cell: (row) => row.plan.duration },
            { header: 'Payments', cell: (row) => row.payments, numeric: true },
            { header: 'Amount', cell: (row) => formatAmount(row), numeric: true, nowrap: true },
          ]}
        />
      </Section>
      <Section title="Subscriptions ending in 30 days" table="lapsing">
        <ListResults
          query={report}
          rows={(data: Report) => data.lapsing.map((row) => ({ ...row, id: row.student.id }))}
          loadingText="Loading the report..."
          empty={
            <EmptyState title="No subscription ends in the next 30 days">
              Renewals due appear here.
            </EmptyState>
          }
          caption="Students whose subscription ends in the next 30 days"
          columns={[
            { header: 'Student', cell: (row) => fullName(row.student) },
            { header: 'Batch', cell: (row) => row.batch ?? '—' },
            { header: 'Ends', cell: (row) => formatCalendarDate(row.valid_until), nowrap: true },
            { header: 'Payment', cell: (row) => (row.payment_awaiting ? 'Awaiting verification' : '—') },
          ]}
        />
      </Section>
    </Stack>
  );
}
