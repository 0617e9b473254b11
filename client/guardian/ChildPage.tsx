import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { GuardianChild } from '../../shared/schemas/guardians';
import { usePageTitle } from '../app/usePageTitle';
import { childName, useGuardian } from './GuardianContext';

/**
 * A page about the picked child: its title names them; while the children load, or when the guardian
 * has none yet, it says so instead.
 */
export function ChildPage({
  title,
  heading = true,
  children,
}: {
  title: string;
  /** False when the page below has its own main heading (the progress report). */
  heading?: boolean;
  children: (child: GuardianChild) => ReactNode;
}) {
  const { children: list, childrenFailed, child } = useGuardian();
  usePageTitle(child ? `${title}: ${childName(child)}` : title);
  return (
    <Stack gap="5">
      {(heading || !child) && (
        <Heading as="h1" size="2xl">
          {child ? `${title}: ${child.first_name}` : title}
        </Heading>
      )}
      {childrenFailed && (
        <Text role="alert" color="red.700">
          Your children could not be loaded. Reload the page to try again.
        </Text>
      )}
      {!childrenFailed && list === null && <Text color="fg.muted">Loading...</Text>}
      {list?.length === 0 && (
        <Text>
          No child is linked to your account yet. Ask your child for the pairing code on their profile and add
          it in <RouterLink to="/family/settings">Settings</RouterLink>.
        </Text>
      )}
      {child && children(child)}
    </Stack>
  );
}
