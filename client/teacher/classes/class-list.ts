import type { LiveClass } from '../../../shared/schemas/classes';

/** The filter value meaning every batch. */
export const allBatches = 'all';

/** yyyy-MM-dd of the instant in UTC: the teacher's class date filter compares this part (docs/behaviour.md#class-status). */
export function utcDatePart(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

export type ClassFilters = {
  /** A batch id as text, or `allBatches`. */
  batch: string;
  /** yyyy-MM-dd, or empty for any date. */
  date: string;
};

/** The Manage Classes list: the chosen batch and UTC date, sorted by start time ascending. */
export function visibleClasses(classes: readonly LiveClass[], filters: ClassFilters): LiveClass[] {
  return sortByStartTime(
    classes.filter(
      (item) =>
        (filters.batch === allBatches || String(item.batch.id) === filters.batch) &&
        (!filters.date || utcDatePart(item.start_time) === filters.date),
    ),
  );
}

export function sortByStartTime(classes: readonly LiveClass[]): LiveClass[] {
  return [...classes].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
}
