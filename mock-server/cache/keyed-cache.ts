/**
 * Answers kept by key, each filed under tags that say what it was read from (`user:7`, `batch:3`),
 * so a change drops every answer it could have altered. Concurrent misses of one key share one load.
 *
 * A load that a change overtakes (it began before the change was heard and ends after) answers its
 * callers but is not kept, and later callers do not join it: what it read may predate the change.
 * Values are shared between callers, so nobody may modify one.
 */
export type KeyedCache<V> = {
  /** `until`: when an answer stops being true with no change at all (a class ending), in ms since the epoch. */
  get(key: string, tags: readonly string[], load: () => Promise<V>, until?: (value: V) => number): Promise<V>;
  /** Drops every answer filed under `tag`, and keeps none of the loads now in flight under it. */
  invalidate(tag: string): void;
  /** Drops everything, in flight included. */
  clear(): void;
  readonly size: number;
};

type Entry<V> = { value: V; tags: readonly string[]; expiresAt: number };
type Load<V> = { key: string; tags: readonly string[]; promise: Promise<V>; overtaken: boolean };

export type KeyedCacheOptions = {
  /** Beyond this the oldest answers go first. */
  maxEntries: number;
  /**
   * The longest an answer is kept even when no change arrives: a backstop for a change the bus never
   * carried (a write whose publish failed after it committed), not the way changes normally arrive.
   */
  maxAgeMs: number;
  now?: () => number;
};

export function createKeyedCache<V>({
  maxEntries,
  maxAgeMs,
  now = Date.now,
}: KeyedCacheOptions): KeyedCache<V> {
  const entries = new Map<string, Entry<V>>();
  const keysByTag = new Map<string, Set<string>>();
  const loading = new Map<string, Load<V>>();
  const loadsByTag = new Map<string, Set<Load<V>>>();

  const fileUnder = <T>(index: Map<string, Set<T>>, tags: readonly string[], item: T) => {
    for (const tag of tags) {
      const set = index.get(tag) ?? new Set<T>();
      index.set(tag, set);
      set.add(item);
    }
  };
  const unfile = <T>(index: Map<string, Set<T>>, tags: readonly string[], item: T) => {
    for (const tag of tags) {
      const set = index.get(tag);
      set?.delete(item);
      if (set?.size === 0) index.delete(tag);
    }
  };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    unfile(keysByTag, entry.tags, key);
  };

  const store = (key: string, value: V, tags: readonly string[], until?: (value: V) => number) => {
    remove(key);
    const expiresAt = Math.min(now() + maxAgeMs, until ? until(value) : Number.POSITIVE_INFINITY);
    entries.set(key, { value, tags, expiresAt });
    fileUnder(keysByTag, tags, key);
    // A Map iterates in insertion order: the first key is the oldest.
    while (entries.size > maxEntries) remove(entries.keys().next().value as string);
  };

  const overtake = (load: Load<V>) => {
    load.overtaken = true;
    if (loading.get(load.key) === load) loading.delete(load.key);
  };

  return {
    get(key, tags, read, until) {
      const entry = entries.get(key);
      if (entry && now() < entry.expiresAt) return Promise.resolve(entry.value);
      if (entry) remove(key);
      const running = loading.get(key);
      if (running) return running.promise;
      const load: Load<V> = { key, tags, overtaken: false, promise: undefined as unknown as Promise<V> };
      const settle = () => {
        unfile(loadsByTag, tags, load);
        if (loading.get(key) === load) loading.delete(key);
      };
      load.promise = read().then(
        (value) => {
          settle();
          if (!load.overtaken) store(key, value, tags, until);
          return value;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
      loading.set(key, load);
      fileUnder(loadsByTag, tags, load);
      return load.promise;
    },
    invalidate(tag) {
      for (const key of keysByTag.get(tag) ?? []) remove(key);
      for (const load of loadsByTag.get(tag) ?? []) overtake(load);
    },
    clear() {
      entries.clear();
      keysByTag.clear();
      for (const load of loading.values()) overtake(load);
      for (const loads of loadsByTag.values()) for (const load of loads) load.overtaken = true;
    },
    get size() {
      return entries.size;
    },
  };
}
