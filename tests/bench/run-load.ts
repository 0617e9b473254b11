import { runJson } from './child-process';
import type { LoadJob, LoadResult } from './load';

/** One LoadJob in a load generator process of its own (tests/bench/load.ts). */
export const runLoad = (job: LoadJob) => runJson<LoadResult>('tests/bench/load.ts', job);
