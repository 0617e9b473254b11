/** Counts what each key holds open and refuses a place beyond `limit`. */
export function createPlaceCounter<Key>(limit: number) {
  const held = new Map<Key, number>();
  return {
    /** A place for `key`, as the function that gives it back (once), or null when all are taken. */
    claim(key: Key): (() => void) | null {
      const count = held.get(key) ?? 0;
      if (count >= limit) return null;
      held.set(key, count + 1);
      let returned = false;
      return () => {
        if (returned) return;
        returned = true;
        const left = (held.get(key) ?? 1) - 1;
        if (left === 0) held.delete(key);
        else held.set(key, left);
      };
    },
  };
}
