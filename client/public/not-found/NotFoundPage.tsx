import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../shared/messages';
import { usePageTitle } from '../../app/usePageTitle';

/** Any path the site does not know. */
export default function NotFoundPage() {
  usePageTitle(messages.notFound);
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      <Heading as="h1" size="3xl">
        {messages.notFound}
      </Heading>
      <Text mt="4" color="gray.700">
        The page you were looking for has moved or never existed.
      </Text>
      <Button asChild colorPalette="brand" mt="8">
        <RouterLink to="/">Back to the home page</RouterLink>
      </Button>
    </Container>
  );
}
