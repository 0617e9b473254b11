import type { NextClass } from '../../../shared/schemas/classes';
import type { AppDeps } from '../../context';
import { stillRunningSince } from '../../domain/classes/classes';
import { notFound } from '../../domain/errors';

/** The next class a student of `batchId` sees: the student's dashboard and their guardian's. */
export async function nextClassOfStudent(deps: AppDeps, batchId: number | null): Promise<NextClass> {
  const next =
    batchId === null
      ? null
      : await deps.caches.reads.nextClassOfBatch(deps.database.db, batchId, stillRunningSince());
  if (!next) throw notFound('No upcoming class.');
  return { id: next.id, start_time: next.start_time, topic: next.topic, zoom_link: next.zoom_link };
}
