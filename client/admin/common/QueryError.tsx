import { Alert, Button } from '@chakra-ui/react';
import { errorText } from './error-text';

/** A failed read: the server's reason, and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{errorText(error)}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
