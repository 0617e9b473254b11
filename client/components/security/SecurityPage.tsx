import { Heading, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../app/usePageTitle';
import { SecurityPanel } from './SecurityPanel';

/** /teacher/security and /admin/security: the areas without a profile page get the section alone. */
export default function SecurityPage() {
  usePageTitle('Security');
  return (
    <Stack gap="6" maxWidth="3xl">
      <Heading as="h1" size="2xl">
        Security
      </Heading>
      <SecurityPanel />
    </Stack>
  );
}
