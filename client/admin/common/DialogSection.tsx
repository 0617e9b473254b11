import { chakra, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { submitInPlace } from '../../components/submit-in-place';

/** One titled part of a dialog that manages a record, its own form when it has something to submit. */
export function DialogSection({
  title,
  children,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  onSubmit?: () => void;
}) {
  return (
    <chakra.form onSubmit={submitInPlace(() => onSubmit?.())} noValidate aria-label={title}>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {children}
      </Stack>
    </chakra.form>
  );
}
