import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { admissionSteps } from './home-content';

/** How admission works, as three numbered steps. */
export function AdmissionSteps() {
  return (
    <Box as="section" aria-labelledby="admission-heading" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Heading as="h2" id="admission-heading" size={{ base: '2xl', md: '3xl' }} textAlign="center">
          Admission in three steps
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="8" mt="10" listStyleType="none">
          {admissionSteps.map((step, index) => (
            <Stack as="li" key={step.title} align="center" textAlign="center" gap="3">
              <Circle
                size="14"
                bg="brand.solid"
                color="white"
                fontWeight="bold"
                fontSize="xl"
                aria-hidden="true"
              >
                {index + 1}
              </Circle>
              <Heading as="h3" size="lg">
                {step.title}
              </Heading>
              <Text color="gray.600" maxW="xs">
                {step.detail}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
