import { Alert, Box, Button, Card, DataList, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { storageKeys } from '../../../shared/constants';
import { paymentScreenshotRules, paymentTexts } from '../../../shared/payments';
import type { PaymentRequest } from '../../../shared/schemas/payments';
import { FormMessage, type FormOutcome } from '../../components/FormMessage';
import { ImageField } from '../../components/ImageField';
import { submitInPlace } from '../../components/submit-in-place';
import { TextField } from '../../components/TextField';
import { ApiRequestError } from '../../data/errors';
import { siteApi } from '../../data/site-client';
import { formatCalendarDate, formatEnIn } from '../../lib/dates';
import { formatAmount } from '../../payments/format-payment';
import { PaymentStatusBadge } from '../../payments/PaymentStatusBadge';
import { screenshotProblem } from '../../payments/screenshot-problem';
import { statusPollMs } from '../../payments/status-poll';

/** Who pays, as typed on the form: every payment call carries it. */
export type PayerPair = { username: string; admission_code: string };

/** The server's words for a refusal: its detail, else the first field's message. */
export function refusalText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const body = error.body as { fields?: Record<string, string[]> } | null;
    const field = body?.fields ? Object.values(body.fields)[0]?.[0] : undefined;
    return field ?? error.detail ?? 'Something went wrong. Please try again.';
  }
  return 'Something went wrong. Please try again.';
}

/** The signed-in student's stored sign-in learns the new end date, so the login routing agrees. */
function rememberRenewal(validUntil: string) {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.user) ?? 'null');
    if (stored?.role !== 'student') return;
    window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...stored, valid_until: validUntil }));
    window.localStorage.setItem(storageKeys.validUntil, validUntil);
  } catch {
    // Storage refused: the next sign-in reads the new date from the server.
  }
}

function PayByUpi({ request }: { request: PaymentRequest }) {
  if (request.pay_to?.method !== 'upi') return null;
  const { pay_to: upi } = request;
  return (
    <Stack gap="4" align={{ base: 'stretch', sm: 'center' }}>
      <Text>
        Scan the code with any UPI app (Google Pay, PhonePe, Paytm, BHIM), or open it on this phone:
      </Text>
      <Box alignSelf="center" bg="white" p="2" borderWidth="1px" borderRadius="md">
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(upi.qr_svg)}`}
          alt={`UPI QR code to pay ${formatAmount(request)} to ${upi.payee_name}`}
          width="220px"
          height="220px"
        />
      </Box>
      <Button asChild colorPalette="brand" variant="outline" size="lg">
        <a href={upi.upi_link}>Pay {formatAmount(request)} in a UPI app</a>
      </Button>
      <Text fontSize="sm" color="gray.700" textAlign="center">
        UPI id <b>{upi.payee_vpa}</b> ({upi.payee_name}). Note the reference <b>{request.reference}</b>.
      </Text>
    </Stack>
  );
}

function PayByBankTransfer({ request }: { request: PaymentRequest }) {
  if (request.pay_to?.method !== 'bank_transfer') return null;
  const bank = request.pay_to;
  const rows: [string, string][] = [
    ['Account name', bank.account_name],
    ['Account number', bank.account_number],
    ['Bank', bank.bank_name],
    ['IFSC', bank.ifsc],
    ['SWIFT', bank.swift],
    ['Payment reference', request.reference],
  ];
  return (
    <Stack gap="3">
      <Text>Send {formatAmount(request)} by bank transfer, quoting the payment reference:</Text>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold" wordBreak="break-all">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

type PayPanelProps = {
  request: PaymentRequest;
  payer: PayerPair;
  /** Whether a student is signed in here: once paid, they go straight to their area. */
  signedInStudent: boolean;
  onRestart: () => void;
  /** Once the staff have confirmed: the page no longer says the subscription has ended. */
  onPaid: () => void;
};

/**
 * After Proceed to Pay: where to pay and the field for the transaction reference, then the request's
 * status, asked again every few seconds until the staff have decided.
 */
export default function PayPanel({
  request: first,
  payer,
  signedInStudent,
  onRestart,
  onPaid,
}: PayPanelProps) {
  const [request, setRequest] = useState(first);
  const [reference, setReference] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotRefusal, setScreenshotRefusal] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const upi = request.method === 'upi';
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the payer used is gone: keyboard and screen-reader users continue from the panel.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  useEffect(() => setRequest(first), [first]);

  const waiting = request.status === 'submitted';
  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      siteApi
        .call('paymentStatus', {
          body: { ...payer, reference: request.reference },
          signal: controller.signal,
        })
        .then(setRequest)
        .catch(() => {
          // Offline for a moment, or throttled: the next tick asks again.
        });
    }, statusPollMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [waiting, payer, request.reference]);

  useEffect(() => {
    if (request.status !== 'paid') return;
    if (request.covers_until && signedInStudent) rememberRenewal(request.covers_until);
    onPaid();
  }, [request.status, request.covers_until, signedInStudent, onPaid]);

  async function sendReference() {
    setSending(true);
    setOutcome(null);
    try {
      const body = new FormData();
      for (const [field, value] of Object.entries({ ...payer, reference: request.reference, utr: reference }))
        body.append(field, value);
      if (screenshot) body.append('screenshot', screenshot);
      setRequest(await siteApi.call('submitPaymentReference', { body }));
    } catch (error) {
      setOutcome({ status: 'error', text: refusalText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card.Root mt="8" aria-labelledby="pay-heading">
      <Card.Body gap="5">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading
            as="h2"
            id="pay-heading"
            size="lg"
            ref={heading}
            tabIndex={-1}
            outline="none"
            scrollMarginTop="24"
          >
            Pay {formatAmount(request)} · {request.plan.duration}
          </Heading>
          <PaymentStatusBadge status={request.status} />
        </HStack>
        <Text fontSize="sm" color="gray.700">
          Payment reference <b>{request.reference}</b>
          {request.expires_at && <> · enter the transaction reference by {formatEnIn(request.expires_at)}</>}
        </Text>

        {request.status === 'awaiting_payment' && (
          <>
            {upi ? <PayByUpi request={request} /> : <PayByBankTransfer request={request} />}
            <form onSubmit={submitInPlace(() => void sendReference())} noValidate>
              <Stack gap="3">
                <TextField
                  label={upi ? 'UPI transaction reference (UTR)' : 'Bank transfer reference'}
                  helperText={
                    upi
                      ? 'The 12-digit number your UPI app shows once the payment is made.'
                      : 'The reference your bank gives the transfer.'
                  }
                  inputMode={upi ? 'numeric' : 'text'}
                  autoComplete="off"
                  maxLength={40}
                  bg="white"
                  value={reference}
                  onChange={setReference}
                />
                <ImageField
                  label="Screenshot of the payment (optional)"
                  rules={paymentScreenshotRules}
                  problemOf={screenshotProblem}
                  chosen={screenshot}
                  problem={screenshotRefusal}
                  onChoose={(file, problem) => {
                    setScreenshot(file);
                    setScreenshotRefusal(problem);
                  }}
                />
                <FormMessage outcome={outcome} />
                <Button type="submit" colorPalette="brand" loading={sending} loadingText="Sending...">
                  I have paid: send the reference
                </Button>
              </Stack>
            </form>
          </>
        )}

        {request.status === 'submitted' && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{paymentTexts.awaitingVerification}</Alert.Title>
              <Alert.Description>Transaction reference {request.utr}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {request.status === 'paid' && (
          <Stack gap="4">
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {paymentTexts.confirmed(formatCalendarDate(request.covers_until ?? ''))}
                </Alert.Title>
                <Alert.Description>
                  Receipt {request.receipt_number} is on its way by e-mail.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            {signedInStudent && (
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to="/dashboard/payments">Go to your payments and receipt</RouterLink>
              </Button>
            )}
          </Stack>
        )}

        {(request.status === 'rejected' ||
          request.status === 'expired' ||
          request.status === 'cancelled') && (
          <Stack gap="3" align="start">
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>
                {request.status === 'rejected'
                  ? paymentTexts.rejected(request.rejection_reason ?? '')
                  : paymentTexts.expired}
              </Alert.Title>
            </Alert.Root>
            <Button variant="outline" onClick={onRestart}>
              Start again
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
