import { chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { questionCsvColumns } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { type CsvRowProblem, CsvRowProblems, csvRowProblems } from '../../components/CsvRowProblems';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { notify } from '../../components/notify';
import { useFormDialogSave } from '../../components/useFormDialogSave';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { serverBodyText } from '../../data/server-errors';

/**
 * Questions from a CSV file into the bank: all rows or none. A refused file lists every wrong row
 * with its reasons, so it can be fixed and sent again.
 */
export function ImportQuestionsDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<CsvRowProblem[]>([]);
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
      setRows(csvRowProblems(error));
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
      <CsvRowProblems intro={testTexts.importFixRows} rows={rows} />
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
