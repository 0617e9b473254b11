import { useCallback, useEffect, useState } from 'react';
import type { Announcement } from '../../../shared/schemas/announcements';
import { api } from '../../api/client';

export type AnnouncementsLoad = 'loading' | 'ready' | 'failed';

/** Newest first; an announcement that arrives twice (socket and refetch) is kept once. */
export function mergeAnnouncements(
  current: readonly Announcement[],
  incoming: readonly Announcement[],
): Announcement[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
}

/** The teacher's announcements to this student, from GET /student/announcements/ and live messages. */
export function useAnnouncements() {
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);
  const [load, setLoad] = useState<AnnouncementsLoad>('loading');

  const refetch = useCallback(async (signal?: AbortSignal) => {
    try {
      const fetched = await api.call('studentAnnouncements', { signal });
      setAnnouncements((current) => mergeAnnouncements(current, fetched));
      setLoad('ready');
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      setLoad((current) => (current === 'ready' ? current : 'failed'));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void refetch(controller.signal);
    return () => controller.abort();
  }, [refetch]);

  const add = useCallback((announcement: Announcement) => {
    setAnnouncements((current) => mergeAnnouncements(current, [announcement]));
  }, []);

  return { announcements, load, refetch, add };
}
