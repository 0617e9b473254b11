import { Button, Heading, HStack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';

type ManageHeaderProps = { title: string; createLabel: string; onCreate: () => void };

/** A Manage screen's h1 with its Create button beside it (under it on a phone). */
export function ManageHeader({ title, createLabel, onCreate }: ManageHeaderProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Button colorPalette="brand" onClick={onCreate}>
        <Plus aria-hidden />
        {createLabel}
      </Button>
    </HStack>
  );
}
