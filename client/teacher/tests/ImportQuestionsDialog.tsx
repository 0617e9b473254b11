import { chakra, Input, List, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { studentImportFailure } from '../../../shared/schemas/admin';
import { questionCsvColumns } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/notify';
import { useFormDialogSave } from '../../components/useFormDialogSave';
import { api } from '../../data/client';
import { ApiRequestError } from '../../data/errors';
import { queryKeys } from '../../data/query-keys';
import { serverBodyText } from '../../data/server-errors';

type BadRow = { row: number; errors: string[] };

/** The bad rows of a refused import, when the server listed them. */
function badRows(error: unknown): BadRow[] {
  if (!(error instanceof ApiRequestError)) return [];
  const failure = studentImportFailure.safeParse(error.body);
  return failure.success ? failure.data.rows : [];
}

/**
 * Questions from a CSV file into the bank: all rows or none. A refused file lists every wrong row
 * with its reasons, so it can be fixed and sent again.
 */
export function ImportQuestionsDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<BadRow[]>([]);
  const save = useFormDialogSave({
    check: () => (file ? null : testTexts.importChooseFile),
    write: async () => {
      if (!file) return;
      const result = await api.call('importQuestions', { body: { csv: await file.text() } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.allQuestions });
      notify.success(testTexts.imported(result.created));
      onClose();
    },
    failed: (error) => {
      setRows(badRows(error));
      return serverBodyText(error) ?? testTexts.importFailed;
    },
  });

  return (
    <FormDialog
      open
      title={testTexts.importTitle}
      maxWidthPx={640}
      submitLabel="Import"
      busyLabel="Importing..."
      {...save}
      onClose={onClose}
    >
      <Stack gap="2" fontSize="sm">
        <Text>{testTexts.importColumns}</Text>
        <chakra.code
          display="block"
          p="2"
          bg="gray.100"
          borderRadius="md"
          fontFamily="mono"
          overflowWrap="anywhere"
        >
          {questionCsvColumns.join(',')}
        </chakra.code>
        <Text color="fg.muted">{testTexts.importHelp}</Text>
      </Stack>
      {rows.length > 0 && (
        <Stack gap="2">
          <Text fontSize="sm">{testTexts.importFixRows}</Text>
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
      )}
      <FormField label="CSV file" required>
        <Input
          type="file"
          accept=".csv,text/csv"
          p="1"
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setRows([]);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
