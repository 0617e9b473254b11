import { useMutation } from '@tanstack/react-query';
import { notify } from '../../components/notify';
import { api } from '../../data/client';
import { downloadCsv } from '../../lib/download-csv';
import { errorText } from '../common/error-text';
import { type StudentFilters, studentQuery } from './student-filters';

/** Downloads every student the current filters match (all pages) as students-YYYY-MM-DD.csv. */
export function useStudentExport(filters: StudentFilters) {
  return useMutation({
    mutationFn: () => api.call('adminExportStudents', { query: studentQuery(filters) }),
    onSuccess: (csv) => {
      downloadCsv(csv, `students-${new Date().toISOString().slice(0, 10)}.csv`);
      notify.success('Students exported.');
    },
    onError: (error) => notify.error(errorText(error)),
  });
}
