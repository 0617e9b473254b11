import { Box, Container, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { usePageTitle } from '../../app/usePageTitle';
import { PageIntro } from '../../components/PageIntro';
import { formatDollars, formatRupees } from '../format-money';
import { type FeeRow, indianFees, neetFees, nriFees } from './fee-tables';

function FeeTable({
  caption,
  rows,
  format,
}: {
  caption: string;
  rows: FeeRow[];
  format: (n: number) => string;
}) {
  const showPerMonth = rows.some((row) => row.perMonth !== undefined);
  return (
    // Focusable so keyboard users can scroll a table wider than a phone screen.
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      tabIndex={0}
      role="region"
      aria-label={caption}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
    >
      <Table.Root size="md" variant="line">
        <Table.Caption
          captionSide="top"
          textAlign="start"
          fontWeight="semibold"
          px="4"
          pt="3"
          color="gray.700"
        >
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>Duration</Table.ColumnHeader>
            <Table.ColumnHeader>Fee</Table.ColumnHeader>
            {showPerMonth && <Table.ColumnHeader>Per month</Table.ColumnHeader>}
            <Table.ColumnHeader hideBelow="md">Purpose</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.duration}>
              <Table.Cell fontWeight="medium">
                {row.duration}
                {/* On a phone the purpose sits under the duration rather than in a column off-screen. */}
                <Text hideFrom="md" mt="1" fontWeight="normal" fontSize="sm" color="gray.700">
                  {row.purpose}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.fee === 0 ? 'Free' : format(row.fee)}</Table.Cell>
              {showPerMonth && (
                <Table.Cell whiteSpace="nowrap">
                  {row.perMonth === undefined ? '' : format(row.perMonth)}
                </Table.Cell>
              )}
              <Table.Cell hideBelow="md" minW="16rem" color="gray.700">
                {row.purpose}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Fee tables for families in India, the free NEET programme and NRI families. */
export default function FeesPage() {
  usePageTitle('Fees');
  return (
    <>
      <PageIntro eyebrow="Fees" title="Clear fees, no surprises">
        The orientation week is always free. After selection, families choose a trial month or a term; fees
        cover every live class, assignment, test and progress report. There are no admission or material
        charges.
      </PageIntro>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Stack gap="12">
          <Box as="section" aria-labelledby="fees-india">
            <Heading as="h2" id="fees-india" size="xl" mb="4">
              Foundational and Express programmes
            </Heading>
            <FeeTable caption="Fees for students in India" rows={indianFees} format={formatRupees} />
          </Box>
          <Box as="section" aria-labelledby="fees-neet">
            <Heading as="h2" id="fees-neet" size="xl" mb="4">
              Free NEET programme
            </Heading>
            <FeeTable caption="Fees for the NEET programme" rows={neetFees} format={formatRupees} />
          </Box>
          <Box as="section" aria-labelledby="fees-nri">
            <Heading as="h2" id="fees-nri" size="xl" mb="2">
              NRI families
            </Heading>
            <Text color="gray.700" mb="4">
              Students living outside India pay in US dollars; the monthly equivalent is rounded to the
              dollar.
            </Text>
            <FeeTable caption="Fees for students outside India" rows={nriFees} format={formatDollars} />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
