import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/usePageTitle';

type PageHeaderProps = {
  title: string;
  lead?: string;
  /** The screen's main actions, e.g. 'New student'; they wrap under the title on a phone. */
  actions?: ReactNode;
};

/** An admin screen's h1 (also the tab title), a line on what it is for, and its main actions. */
export function PageHeader({ title, lead, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {lead && <Text color="fg.muted">{lead}</Text>}
      </Stack>
      {actions && (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      )}
    </HStack>
  );
}
