import type { PersonRef } from '../../../shared/schemas/admin';
import { formatCalendarDate } from '../../lib/dates';
import { fullName } from './person-name';
import type { Column } from './ResponsiveTable';

type StudentRow = PersonRef & { batch: { name: string } | null; valid_until: string | null };

/** Who a student is and how long they are covered: the first columns of every table of students. */
export function studentColumns<Row extends StudentRow>(): Column<Row>[] {
  return [
    { header: 'Name', cell: (student) => fullName(student) },
    { header: 'E-mail', cell: (student) => student.email },
    { header: 'Batch', cell: (student) => student.batch?.name ?? '—' },
    {
      header: 'Valid until',
      nowrap: true,
      cell: (student) => (student.valid_until ? formatCalendarDate(student.valid_until) : '—'),
    },
  ];
}
