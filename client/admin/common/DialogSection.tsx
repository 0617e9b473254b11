import { chakra, Heading, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {children}
      </Stack>
    </chakra.form>
  );
}
