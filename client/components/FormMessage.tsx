import { Alert } from '@chakra-ui/react';

export type FormOutcome = { status: 'error' | 'success'; text: string };

/** A form's current message, announced to screen readers as it appears. */
export function FormMessage({ outcome }: { outcome: FormOutcome | null }) {
  if (!outcome) return null;
  return (
    <Alert.Root status={outcome.status} role={outcome.status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{outcome.text}</Alert.Title>
    </Alert.Root>
  );
}
