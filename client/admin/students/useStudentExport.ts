import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notify } from '../../components/notify';
import { errorText } from '../common/error-text';
import { type StudentFilters, studentQuery } from './student-filters';

/** Hands `text` to the browser as a file download named `fileName`. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads every student the current filters match (all pages) as students-YYYY-MM-DD.csv. */
export function useStudentExport(filters: StudentFilters) {
  return useMutation({
    mutationFn: () => api.call('adminExportStudents', { query: studentQuery(filters) }),
    onSuccess: (csv) => {
      download(csv, `students-${new Date().toISOString().slice(0, 10)}.csv`);
      notify.success('Students exported.');
    },
    onError: (error) => notify.error(errorText(error)),
  });
}
