import { Box, Card, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIsPhone } from './useIsPhone';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned in the table (numbers). */
  numeric?: boolean;
  /** Kept on one line in the table (dates, badges). */
  nowrap?: boolean;
};

export type ResponsiveTableProps<Row> = {
  /** Names the table for screen readers, e.g. 'Students'. */
  caption: string;
  rows: readonly Row[];
  /** The first column is each card's title on a phone. */
  columns: readonly Column<Row>[];
  /** Buttons for one row: the last column of the table, the foot of the card. */
  actions?: (row: Row) => ReactNode;
};

/**
 * A table at desktop widths and, on a phone, one card per row with the same labelled facts (a
 * seven-column table does not fit 390 px, and sideways scrolling hides the actions).
 */
export function ResponsiveTable<Row extends { id: number }>({
  caption,
  rows,
  columns,
  actions,
}: ResponsiveTableProps<Row>) {
  const phone = useIsPhone();
  const [titleColumn, ...factColumns] = columns;

  if (phone) {
    return (
      <Stack as="ul" gap="3" listStyleType="none" aria-label={caption}>
        {rows.map((row) => (
          <Card.Root as="li" key={row.id} size="sm">
            <Card.Body gap="3">
              <Text fontWeight="semibold">{titleColumn.cell(row)}</Text>
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
                {factColumns.map((column) => (
                  <Box key={column.header} display="contents">
                    <chakra.dt color="fg.muted">{column.header}</chakra.dt>
                    <chakra.dd minWidth="0" overflowWrap="anywhere">
                      {column.cell(row)}
                    </chakra.dd>
                  </Box>
                ))}
              </chakra.dl>
              {actions && (
                <HStack gap="2" wrap="wrap">
                  {actions(row)}
                </HStack>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }

  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" overflowX="auto">
      <Table.Root size="sm">
        <chakra.caption srOnly>{caption}</chakra.caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : undefined}>
                {column.header}
              </Table.ColumnHeader>
            ))}
            {actions && (
              <Table.ColumnHeader>
                <chakra.span srOnly>Actions</chakra.span>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              {columns.map((column) => (
                <Table.Cell
                  key={column.header}
                  textAlign={column.numeric ? 'end' : undefined}
                  whiteSpace={column.nowrap ? 'nowrap' : undefined}
                >
                  {column.cell(row)}
                </Table.Cell>
              ))}
              {actions && (
                <Table.Cell>
                  <HStack gap="1" justify="flex-end" wrap="wrap">
                    {actions(row)}
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
