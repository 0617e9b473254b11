import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { destinationFor } from '../../../machines/login.machine';
import { storageKeys } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { contact } from '../../app/brand';
import { formatCalendarDate } from '../../lib/dates';

/** The signed-in student this page is for, when their subscription has lapsed. */
export type LapsedStudent = { email: string; validUntil: string | null };

/**
 * The stored sign-in (docs/behaviour.md#session) of a student the login routing sends here: the
 * sign-in answer's valid_until is what it judges, so the notice says what it judged.
 */
export function lapsedStudentOf(storage: Pick<Storage, 'getItem'>, now: Date): LapsedStudent | null {
  try {
    const user = JSON.parse(storage.getItem(storageKeys.user) ?? 'null') as {
      role?: unknown;
      email?: unknown;
      valid_until?: unknown;
    } | null;
    if (!user || typeof user.email !== 'string' || typeof user.role !== 'string') return null;
    const validUntil = typeof user.valid_until === 'string' ? user.valid_until : null;
    if (destinationFor({ role: user.role, valid_until: validUntil }, now) !== '/pricing') return null;
    return { email: user.email, validUntil };
  } catch {
    return null;
  }
}

type LapsedNoticeProps = {
  /** Fills the pricing form's username with the signed-in student's. */
  onUsername: (username: string) => void;
};

/** Why a signed-in lapsed student is on /pricing: when the subscription ended, what to do, whom to ask. */
export default function LapsedNotice({ onUsername }: LapsedNoticeProps) {
  const lapsed = lapsedStudentOf(window.localStorage, new Date());
  const email = lapsed?.email;
  useEffect(() => {
    if (email) onUsername(email);
  }, [email, onUsername]);
  if (!lapsed) return null;
  const { pricing } = messages;
  return (
    <Alert.Root role="status" status="warning" mt="8" borderRadius="lg" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="md">
          {lapsed.validUntil
            ? pricing.subscriptionEnded(formatCalendarDate(lapsed.validUntil))
            : pricing.noSubscription}
        </Alert.Title>
        <Alert.Description asChild>
          <Stack gap="2" mt="1">
            <Text>{pricing.renewSteps}</Text>
            <Text>
              {pricing.renewContact}{' '}
              <Link href={`mailto:${contact.email}`} fontWeight="semibold" color="orange.900">
                {contact.email}
              </Link>{' '}
              ·{' '}
              <Link href={contact.phoneHref} fontWeight="semibold" color="orange.900">
                {contact.phoneDisplay}
              </Link>
            </Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
