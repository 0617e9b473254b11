import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../shared/messages';
import type { AreaNavLink } from './area-nav-link';

/**
 * An unknown address inside a signed-in area: the page's one heading says so, for every area alike,
 * with a way back to the area's home page.
 */
export function AreaNotFound({ home }: { home: AreaNavLink }) {
  return (
    <Stack gap="4" align="start">
      <Heading as="h1" size="xl">
        {messages.notFound}
      </Heading>
      <Text color="fg.muted">The page you were looking for has moved or never existed.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={home.to}>Back to {home.label}</RouterLink>
      </Button>
    </Stack>
  );
}
