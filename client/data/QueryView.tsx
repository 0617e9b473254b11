import { Button, HStack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type QueryViewProps<T> = {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** What to say when the first load failed, e.g. messages.student.homeworkFetchFailed. */
  failedText: string | ((error: unknown) => string);
  /**
   * Where the product shows no failure (docs/behaviour.md#class-status: a class list that failed
   * to load is logged and shown empty): the answer to show instead.
   */
  failedData?: T;
  /** What shows until the first answer, e.g. 'Loading the audit log...'. */
  loadingText?: string;
  /** The answer on screen; also after a failed refetch, which keeps what is shown. */
  children: (data: T) => ReactNode;
};

/**
 * The one way a screen shows a server answer: 'Loading...' until it arrives, the failure with a
 * way to try again, then the content. A refused session is not shown here: see useLogoutWhenRefused.
 */
export function QueryView<T>({
  query,
  failedText,
  failedData,
  loadingText = 'Loading...',
  children,
}: QueryViewProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError && failedData !== undefined) return <>{children(failedData)}</>;
  if (query.isError) {
    return (
      <QueryFailure
        text={typeof failedText === 'function' ? failedText(query.error) : failedText}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Text color="fg.muted">{loadingText}</Text>;
}

/** A read that failed: why, announced, and a way to try again. Every screen shows a failure so. */
export function QueryFailure({
  text,
  retrying,
  onRetry,
}: {
  text: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <HStack gap="3" wrap="wrap">
      <Text role="alert" color="red.700">
        {text}
      </Text>
      <Button size="xs" variant="outline" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </HStack>
  );
}
