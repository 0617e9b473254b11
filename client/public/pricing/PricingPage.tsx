import { Box, Button, Container, Heading, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { storageKeys } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { type Plan, perMonthUSD, plans } from '../../../shared/plans';
import type { PaymentRequest, PlanId } from '../../../shared/schemas/payments';
import { usePageTitle } from '../../app/usePageTitle';
import { FormMessage, type FormOutcome } from '../../components/FormMessage';
import { HydratedForm } from '../../components/HydratedForm';
import { submitInPlace } from '../../components/submit-in-place';
import { TextField } from '../../components/TextField';
import { formatDollars, formatRupees } from '../format-money';
import { useForeignVisitor } from './useForeignVisitor';

// Loaded only for a signed-in student, after the page has hydrated: other visitors never fetch it.
const LapsedNotice = lazy(() => import('./LapsedNotice'));
// Loaded once Proceed to Pay has made a request: browsing the prices never fetches it.
const PayPanel = lazy(() => import('./PayPanel'));

/** The API client and the refusal wording, loaded on the first payment call (useForeignVisitor). */
const paymentCalls = () => Promise.all([import('../../data/site-client'), import('./PayPanel')]);

/** Who is signed in here, by role; read after mount, since the prerendered page knows no one. */
function useSignedInRole(): string | null {
  const [role, setRole] = useState<string | null>(null);
  useEffect(() => {
    try {
      setRole(window.localStorage.getItem(storageKeys.userRole));
    } catch {
      // Storage refused (a privacy setting): no one is signed in here.
    }
  }, []);
  return role;
}

function PlanPrice({ plan, foreign }: { plan: Plan; foreign: boolean }) {
  if (!foreign) {
    return (
      <Text fontSize="3xl" fontWeight="800">
        {formatRupees(plan.indian)}
      </Text>
    );
  }
  return (
    <Stack gap="0">
      <Text fontSize="3xl" fontWeight="800">
        {formatDollars(plan.nriUSD)}
      </Text>
      <Text color="gray.600">{formatDollars(perMonthUSD(plan))} per month</Text>
    </Stack>
  );
}

/** Choose Your Plan: a plan, the student's username and admission code, then Proceed to Pay. */
export default function PricingPage() {
  usePageTitle(messages.site.choosePlan);
  const foreign = useForeignVisitor();
  const [planId, setPlanId] = useState<string>(plans[0].id);
  const [username, setUsername] = useState('');
  const [admissionCode, setAdmissionCode] = useState('');
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const role = useSignedInRole();
  const { search } = useLocation();
  const signedInStudent = role === 'student';
  // What the student typed already stays.
  const fillUsername = useCallback((email: string) => setUsername((typed) => typed || email), []);
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const [payer, setPayer] = useState({ username: '', admission_code: '' });
  const [starting, setStarting] = useState(false);
  const [paid, setPaid] = useState(false);
  const markPaid = useCallback(() => setPaid(true), []);

  // A guardian's fees link names the child (by id, so the code stays out of the address), a signed-in
  // student pays for themselves: the username and code are filled in after hydration, unless typed.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const named = params.get('username')?.trim();
    if (named) setUsername((typed) => typed || named);
    const childId = Number(params.get('child'));
    const forChild = role === 'guardian' && Number.isSafeInteger(childId) && childId > 0;
    if (!signedInStudent && !forChild) return;
    const controller = new AbortController();
    import('../../data/site-client')
      .then(({ siteApi }) =>
        forChild
          ? siteApi.call('guardianChildPayments', { params: { id: childId }, signal: controller.signal })
          : siteApi.call('studentPayments', { signal: controller.signal }),
      )
      .then((own) => {
        setUsername((typed) => typed || own.email);
        setAdmissionCode((typed) => typed || own.admission_code);
      })
      .catch(() => {
        // Signed out meanwhile, not their child, or offline: the payer types them.
      });
    return () => controller.abort();
  }, [role, signedInStudent, search]);

  async function proceedToPay() {
    setOutcome(null);
    setStarting(true);
    const pair = { username, admission_code: admissionCode };
    const [{ siteApi }, { refusalText }] = await paymentCalls();
    try {
      setRequest(await siteApi.call('startPayment', { body: { ...pair, plan: planId as PlanId } }));
      setPayer(pair);
    } catch (error) {
      setOutcome({ status: 'error', text: refusalText(error) });
    } finally {
      setStarting(false);
    }
  }

  return (
    <Box flex="1" bgGradient="to-b" gradientFrom="brand.50" gradientTo="white">
      <Container maxW="3xl" py={{ base: '10', md: '16' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} textAlign="center">
          {messages.site.choosePlan}
        </Heading>
        <Text textAlign="center" color="gray.700" mt="3">
          Renew or start a subscription for a selected student. Every plan includes 3 live classes a week,
          assignments with feedback, tests and progress reports.
        </Text>
        {signedInStudent && !paid && (
          <Suspense fallback={null}>
            <LapsedNotice onUsername={fillUsername} />
          </Suspense>
        )}
        {request ? (
          <Suspense fallback={<Text mt="8">Loading the payment...</Text>}>
            <PayPanel
              request={request}
              payer={payer}
              signedInStudent={signedInStudent}
              onRestart={() => setRequest(null)}
              onPaid={markPaid}
            />
          </Suspense>
        ) : (
          <HydratedForm onSubmit={submitInPlace(() => void proceedToPay())} noValidate>
            <Stack gap="6" mt="10">
              <RadioCard.Root
                value={planId}
                onValueChange={(details) => details.value && setPlanId(details.value)}
                colorPalette="brand"
                variant="outline"
              >
                <RadioCard.Label fontSize="md" fontWeight="semibold">
                  Plan
                </RadioCard.Label>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                  {plans.map((plan) => (
                    <RadioCard.Item key={plan.id} value={plan.id} bg="white">
                      <RadioCard.ItemHiddenInput />
                      <RadioCard.ItemControl>
                        <RadioCard.ItemContent gap="2">
                          <RadioCard.ItemText fontSize="lg">{plan.duration}</RadioCard.ItemText>
                          <PlanPrice plan={plan} foreign={foreign} />
                        </RadioCard.ItemContent>
                        <RadioCard.ItemIndicator />
                      </RadioCard.ItemControl>
                    </RadioCard.Item>
                  ))}
                </SimpleGrid>
              </RadioCard.Root>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField label="Student username" bg="white" value={username} onChange={setUsername} />
                <TextField
                  label="Admission code"
                  bg="white"
                  value={admissionCode}
                  onChange={setAdmissionCode}
                />
              </SimpleGrid>
              <FormMessage outcome={outcome} />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={starting}
                loadingText="Preparing..."
              >
                {messages.site.proceedToPay}
              </Button>
            </Stack>
          </HydratedForm>
        )}
      </Container>
    </Box>
  );
}
