import { List, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { studentImportFailure } from '../../shared/schemas/admin';
import { ApiRequestError } from '../data/errors';

export type CsvRowProblem = { row: number; errors: string[] };

/** The bad rows of a refused CSV import, when the server listed them (every import answers alike). */
export function csvRowProblems(error: unknown): CsvRowProblem[] {
  if (!(error instanceof ApiRequestError)) return [];
  const failure = studentImportFailure.safeParse(error.body);
  return failure.success ? failure.data.rows : [];
}

/** A refused import's rows, each with its reasons, under what to do about them; nothing when none. */
export function CsvRowProblems({ intro, rows }: { intro: ReactNode; rows: CsvRowProblem[] }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm">{intro}</Text>
      <Table.Root size="sm" variant="outline" aria-label="Rows to fix">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="5rem">Row</Table.ColumnHeader>
            <Table.ColumnHeader>Problem</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.row}>
              <Table.Cell verticalAlign="top">{row.row}</Table.Cell>
              <Table.Cell>
                <List.Root gap="1" ps="4">
                  {row.errors.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List.Root>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
