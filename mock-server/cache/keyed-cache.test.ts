import { describe, expect, it } from 'vitest';
import { createKeyedCache } from './keyed-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('keyed cache', () => {
  it('answers a kept key without loading, and shares one load between concurrent misses', async () => {
    const cache = createKeyedCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await Promise.all([cache.get('k', ['t'], load), cache.get('k', ['t'], load)])).toEqual([
      'answer 1',
      'answer 1',
    ]);
    expect(await cache.get('k', ['t'], load)).toBe('answer 1');
    expect(loads).toBe(1);
  });

  it('drops what a tag files, and only that', async () => {
    const cache = createKeyedCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    let version = 0;
    const load = async () => `v${version}`;
    await cache.get('a', ['batch:1'], load);
    await cache.get('b', ['batch:2'], load);
    version = 1;
    cache.invalidate('batch:1');
    expect(await cache.get('a', ['batch:1'], load)).toBe('v1');
    expect(await cache.get('b', ['batch:2'], load)).toBe('v0');
  });

  it('does not keep a load that a change overtook, nor let a later caller join it', async () => {
    const cache = createKeyedCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const stale = deferred<string>();
    const first = cache.get('k', ['t'], () => stale.promise);
    cache.invalidate('t');
    const second = cache.get('k', ['t'], async () => 'fresh');
    stale.resolve('stale');
    expect(await first).toBe('stale');
    expect(await second).toBe('fresh');
    expect(await cache.get('k', ['t'], async () => 'loaded again')).toBe('fresh');
  });

  it('forgets an answer at its own end or at the age limit, and the oldest beyond the size limit', async () => {
    let now = 1000;
    const cache = createKeyedCache<number>({ maxEntries: 2, maxAgeMs: 500, now: () => now });
    await cache.get(
      'ends',
      [],
      async () => 1,
      () => 1100,
    );
    await cache.get('ages', [], async () => 2);
    now = 1200;
    expect(await cache.get('ends', [], async () => 10)).toBe(10);
    expect(await cache.get('ages', [], async () => 20)).toBe(2);
    now = 1600;
    expect(await cache.get('ages', [], async () => 20)).toBe(20);
    await cache.get('third', [], async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('ends', [], async () => 100)).toBe(100);
  });
});
