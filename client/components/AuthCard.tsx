import { Box, Card, Center, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The centred card the sign-in and password screens share. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Center
      flex="1"
      px="4"
      py={{ base: '10', md: '16' }}
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="white"
    >
      <Card.Root width="full" maxW="md" boxShadow="lg">
        <Card.Body gap="6" p={{ base: '6', md: '8' }}>
          <Box>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {lead && (
              <Text mt="2" color="gray.600">
                {lead}
              </Text>
            )}
          </Box>
          {children}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
