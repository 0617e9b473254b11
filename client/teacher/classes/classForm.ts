import type { ClassStatus, ClassWrite, LiveClass } from '../../../shared/schemas/classes';
import { httpLinkOrNull } from '../../lib/links';
import { isAllowedDateChoice } from '../shared/pastDateRule';

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
 * Topic, batch and start time are required, the start time not before today unless an edit keeps
 * the one the class was saved with (`savedStartTime`); a zoom link, when given, must be a web link.
 */
export function isClassFormValid(values: ClassFormValues, now: Date, savedStartTime?: Date): boolean {
  const zoomLink = values.zoomLink.trim();
  return (
    values.topic.trim() !== '' &&
    values.batchId !== '' &&
    values.startTime !== null &&
    isAllowedDateChoice(values.startTime, now, savedStartTime) &&
    (zoomLink === '' || httpLinkOrNull(zoomLink) !== null)
  );
}

/** The write body: start_time travels in UTC. Call only with valid values. */
export function toClassWrite(values: ClassFormValues): ClassWrite {
  return {
    topic: values.topic.trim(),
    batch_id: Number(values.batchId),
    start_time: (values.startTime as Date).toISOString(),
    zoom_link: values.zoomLink.trim(),
    notes: values.notes.trim(),
    status: values.status,
  };
}
