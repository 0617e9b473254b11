import { Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';

type QueryStatusProps = {
  query: Pick<UseQueryResult, 'isPending' | 'isError'>;
  /** What to announce when the read failed; such screens offer no retry but a reload. */
  failedText: string;
};

/** 'Loading...' until a read answers, or why it failed; nothing once its answer is there. */
export function QueryStatus({ query, failedText }: QueryStatusProps) {
  if (query.isPending) return <Text color="fg.muted">Loading...</Text>;
  if (query.isError) {
    return (
      <Text role="alert" color="red.700">
        {failedText}
      </Text>
    );
  }
  return null;
}
