import { Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { paymentMethodLabels, paymentStatusLabels } from '../../../shared/payments';
import { type AdminPayment, type PaymentStatus, paymentStatuses } from '../../../shared/schemas/payments';
import { notify } from '../../components/notify';
import { labelledOptions, SelectField } from '../../components/SelectField';
import { api } from '../../data/client';
import { adminKeys } from '../../data/query-keys';
import { formatEnIn, formatTimeSince } from '../../lib/dates';
import { downloadReceipt } from '../../payments/download-receipt';
import { formatAmount } from '../../payments/format-payment';
import { PaymentStatusBadge } from '../../payments/PaymentStatusBadge';
import { ConfirmWriteDialog } from '../common/ConfirmWriteDialog';
import { EmptyState } from '../common/EmptyState';
import { errorText } from '../common/error-text';
import { ListResults } from '../common/ListResults';
import { PageHeader } from '../common/PageHeader';
import { fullName } from '../common/person-name';
import { RowAction } from '../common/RowAction';
import { TextFieldDialog } from '../common/TextFieldDialog';
import { useAdminWrite } from '../common/useAdminWrite';
import { PaymentReport } from './PaymentReport';
import { ScreenshotDialog } from './ScreenshotDialog';

type StatusFilter = PaymentStatus | '';

/** What stands for a UTR when the staff took the fee themselves: "Cheque: 004512 HDFC Bank". */
const paidInPerson = (payment: AdminPayment) =>
  payment.method === 'cash' || payment.method === 'cheque'
    ? [paymentMethodLabels[payment.method], payment.remark].filter(Boolean).join(': ')
    : '—';

/**
 * Payments: the requests awaiting verification first. Staff match the UTR against the bank statement,
 * then confirm (the subscription runs longer, a receipt is issued and mailed) or reject with a reason.
 */
export default function PaymentsPage() {
  const [status, setStatus] = useState<StatusFilter>('submitted');
  const [confirming, setConfirming] = useState<AdminPayment | null>(null);
  const [rejecting, setRejecting] = useState<AdminPayment | null>(null);
  const [viewing, setViewing] = useState<AdminPayment | null>(null);
  const payments = useQuery({
    queryKey: adminKeys.payments(status),
    queryFn: ({ signal }) => api.call('adminListPayments', { query: status ? { status } : {}, signal }),
  });
  const confirm = useAdminWrite({
    write: (id: number) => api.call('adminConfirmPayment', { params: { id } }),
    success: (paid) =>
      `Payment of ${fullName(paid.student)} confirmed: receipt ${paid.receipt_number}, subscription until ${paid.covers_until}.`,
  });
  const reject = useAdminWrite({
    write: ({ id, reason }: { id: number; reason: string }) =>
      api.call('adminRejectPayment', { params: { id }, body: { reason } }),
    success: (rejected) => `Payment of ${fullName(rejected.student)} rejected.`,
    toastErrors: false,
  });
  const receipt = useMutation({
    mutationFn: (payment: AdminPayment) => downloadReceipt(payment.id, payment.receipt_number ?? ''),
    onError: (error) => notify.error(errorText(error)),
  });

  return (
    <Stack gap="5">
      <PageHeader
        title="Payments"
        lead="Find each transaction reference (UTR) in the bank statement, then confirm or reject the payment."
      />
      <SelectField
        label="Status"
        value={status}
        onChange={setStatus}
        options={[
          { value: '', label: 'Any status' },
          ...labelledOptions(paymentStatusLabels, paymentStatuses),
        ]}
        width={{ base: 'full', sm: '240px' }}
        onPage
      />
      <ListResults
        query={payments}
        rows={(answer) => answer.items}
        loadingText="Loading payments..."
        empty={
          <EmptyState
            title={status ? `No payments ${paymentStatusLabels[status].toLowerCase()}` : 'No payments yet'}
          >
            {status === 'submitted'
              ? 'Payments appear here once a payer has entered their transaction reference.'
              : 'Change the status to see others.'}
          </EmptyState>
        }
        caption="Payments"
        columns={[
          { header: 'Student', cell: (payment) => fullName(payment.student) },
          { header: 'Amount', cell: (payment) => formatAmount(payment), numeric: true, nowrap: true },
          { header: 'Plan', cell: (payment) => payment.plan.duration },
          {
            header: 'UTR',
            cell: (payment) => (
              <Text as="span" fontFamily={payment.utr ? 'mono' : undefined}>
                {payment.utr ?? paidInPerson(payment)}
              </Text>
            ),
            nowrap: true,
          },
          { header: 'Reference', cell: (payment) => payment.reference, nowrap: true },
          {
            header: 'Age',
            cell: (payment) => (
              <time dateTime={payment.created_at} title={formatEnIn(payment.created_at)}>
                {formatTimeSince(payment.submitted_at ?? payment.created_at)}
              </time>
            ),
            nowrap: true,
          },
          {
            header: 'Status',
            cell: (payment) => <PaymentStatusBadge status={payment.status} />,
            nowrap: true,
          },
        ]}
        actions={(payment) =>
          payment.status === 'submitted' ? (
            <>
              {payment.has_screenshot && (
                <RowAction
                  aria-label={`Screenshot from ${fullName(payment.student)}`}
                  onClick={() => setViewing(payment)}
                >
                  Screenshot
                </RowAction>
              )}
              <RowAction
                colorPalette="green"
                aria-label={`Confirm the payment of ${fullName(payment.student)}`}
                onClick={() => setConfirming(payment)}
              >
                Confirm
              </RowAction>
              <RowAction
                colorPalette="red"
                aria-label={`Reject the payment of ${fullName(payment.student)}`}
                onClick={() => setRejecting(payment)}
              >
                Reject
              </RowAction>
            </>
          ) : payment.status === 'paid' ? (
            <RowAction
              aria-label={`Download receipt ${payment.receipt_number}`}
              loading={receipt.isPending && receipt.variables?.id === payment.id}
              onClick={() => receipt.mutate(payment)}
            >
              Receipt
            </RowAction>
          ) : null
        }
      />
      <ConfirmWriteDialog
        row={confirming}
        title="Confirm this payment?"
        message={(payment) =>
          `${formatAmount(payment)} from ${fullName(payment.student)} for ${payment.plan.duration}, UTR ${payment.utr}. ` +
          'The subscription is extended and a receipt is mailed to the student.'
        }
        confirmLabel="Confirm payment"
        write={confirm}
        variables={(payment) => payment.id}
        onClose={() => setConfirming(null)}
      />
      <PaymentReport />
      {viewing && <ScreenshotDialog payment={viewing} onClose={() => setViewing(null)} />}
      {rejecting && (
        <TextFieldDialog
          title={`Reject the payment of ${fullName(rejecting.student)}`}
          label="Reason"
          submitLabel="Reject payment"
          busyLabel="Rejecting..."
          busy={reject.isPending}
          error={reject.error}
          onSubmit={(reason) =>
            reject.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) })
          }
          onClose={() => setRejecting(null)}
        />
      )}
    </Stack>
  );
}
