import { Heading } from '@chakra-ui/react';
import { messages } from '../../shared/messages';

/** An unknown address inside a signed-in area: the page's one heading says so, for every area alike. */
export function AreaNotFound() {
  return (
    <Heading as="h1" size="xl">
      {messages.notFound}
    </Heading>
  );
}
