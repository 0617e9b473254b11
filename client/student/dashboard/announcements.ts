import type { Announcement } from '../../../shared/schemas/announcements';

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
