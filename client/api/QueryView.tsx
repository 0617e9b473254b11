import { Button, HStack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type QueryViewProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  /** What to say when the first load failed, e.g. messages.student.homeworkFetchFailed. */
  failedText: string;
  /** The answer on screen; also after a failed refetch, which keeps what is shown. */
  children: (data: T) => ReactNode;
};

/**
 * The one way a screen shows a server answer: 'Loading...' until it arrives, the failure with a
 * way to try again, then the content. A refused session is not shown here: see useLogoutWhenRefused.
 */
export function QueryView<T>({ query, failedText, children }: QueryViewProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <HStack gap="3" wrap="wrap">
        <Text role="alert" color="red.700">
          {failedText}
        </Text>
        <Button size="xs" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </HStack>
    );
  }
  return <Text color="fg.muted">Loading...</Text>;
}
