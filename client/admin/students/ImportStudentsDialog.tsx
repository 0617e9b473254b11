import { chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { studentCsvColumns } from '../../../shared/schemas/admin';
import { CsvRowProblems, csvRowProblems } from '../../components/CsvRowProblems';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { api } from '../../data/client';
import { RefusalMessage } from '../common/RefusalMessage';
import { useAdminWrite } from '../common/useAdminWrite';
import { writeDialogProps } from '../common/write-dialog';

/**
 * New students from a CSV file: all rows or none. When any row is wrong nothing is written, and
 * every wrong row is listed with its reasons so the file can be fixed and sent again.
 */
export function ImportStudentsDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const importCsv = useAdminWrite({
    write: async (chosen: File) => api.call('adminImportStudents', { body: { csv: await chosen.text() } }),
    success: (result) =>
      `${result.created} ${result.created === 1 ? 'student' : 'students'} imported. Invitations are on their way.`,
    toastErrors: false,
  });
  const rows = csvRowProblems(importCsv.error);
  /** The file to import; without one, the field says to choose it. */
  const chosenFile = () => {
    setMissingFile(file === null);
    return file;
  };

  return (
    <FormDialog
      open
      title="Import students from CSV"
      maxWidthPx={640}
      submitLabel="Import"
      busyLabel="Importing..."
      {...writeDialogProps(importCsv, chosenFile, onClose)}
    >
      <Stack gap="2" fontSize="sm">
        <Text>The first row names the columns, in this order:</Text>
        <chakra.code
          display="block"
          p="2"
          bg="gray.100"
          borderRadius="md"
          fontFamily="mono"
          overflowWrap="anywhere"
        >
          {studentCsvColumns.join(',')}
        </chakra.code>
        <Text color="fg.muted">
          batch is a batch name and valid_until a date as YYYY-MM-DD; both may be empty. Each new student is
          e-mailed an invitation to set their password.
        </Text>
      </Stack>
      <RefusalMessage error={importCsv.error} />
      <CsvRowProblems
        intro={
          'Fix these rows and import the file again. Row 1 is the first student, on the line after the header.'
        }
        rows={rows}
      />
      <FormField label="CSV file" required error={missingFile ? 'Choose the CSV file to import.' : null}>
        <Input
          type="file"
          accept=".csv,text/csv"
          p="1"
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setMissingFile(false);
            importCsv.reset();
          }}
        />
      </FormField>
    </FormDialog>
  );
}
