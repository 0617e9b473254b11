import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a list says when it has nothing to show, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack
      gap="2"
      align="center"
      textAlign="center"
      bg="white"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      px="6"
      py="10"
    >
      <Text fontWeight="semibold">{title}</Text>
      {children && <Text color="fg.muted">{children}</Text>}
    </Stack>
  );
}
