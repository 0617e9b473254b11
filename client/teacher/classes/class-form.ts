import { startOfDay } from 'date-fns';
import {
  type ClassStatus,
  type ClassWrite,
  classWriteChoosing,
  type LiveClass,
} from '../../../shared/schemas/classes';

export const classStatusLabels: Record<ClassStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  inactive: 'Inactive',
};

export type ClassFormValues = {
  topic: string;
  /** The chosen batch id as text; empty until one is chosen. */
  batchId: string;
  startTime: Date | null;
  zoomLink: string;
  notes: string;
  status: ClassStatus;
};

export const emptyClassForm: ClassFormValues = {
  topic: '',
  batchId: '',
  startTime: null,
  zoomLink: '',
  notes: '',
  status: 'scheduled',
};

export function classFormFrom(item: LiveClass): ClassFormValues {
  return {
    topic: item.topic,
    batchId: String(item.batch.id),
    startTime: new Date(item.start_time),
    zoomLink: item.zoom_link ?? '',
    notes: item.notes,
    status: item.status,
  };
}

/**
 * The server's own rules (`classWriteChoosing`, docs/behaviour.md#validation) with today read in the
 * teacher's zone: topic, batch and start time required, the start time not before today unless an
 * edit keeps the one the class was saved with (`savedStartTime`), a zoom link, when given, a web link.
 */
export function isClassFormValid(values: ClassFormValues, now: Date, savedStartTime?: Date): boolean {
  return classWriteChoosing(() => ({ todayStart: startOfDay(now), saved: savedStartTime })).safeParse(
    toClassWrite(values),
  ).success;
}

/** The write body: start_time travels in UTC (empty while none is chosen, which the schema refuses). */
export function toClassWrite(values: ClassFormValues): ClassWrite {
  return {
    topic: values.topic.trim(),
    batch_id: Number(values.batchId),
    start_time: values.startTime?.toISOString() ?? '',
    zoom_link: values.zoomLink.trim(),
    notes: values.notes.trim(),
    status: values.status,
  };
}
