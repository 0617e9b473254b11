import { Text } from '@chakra-ui/react';
import { formatEnIn } from '../../lib/dates';

/** A bold label ("Due") and an instant in the en-IN format (docs/behaviour.md#screens). */
export function InstantLine({ label, instant }: { label: string; instant: string }) {
  return (
    <Text fontSize="sm">
      <Text as="span" fontWeight="semibold">
        {label}:
      </Text>{' '}
      {formatEnIn(instant)}
    </Text>
  );
}
