import { runJson } from './child-process';
import type { LoadJob, LoadResult } from './load';

/** One LoadJob in a load generator process of its own (tests/bench/load.ts). */
export const runLoad = (job: LoadJob) => runJson<LoadResult>('tests/bench/load.ts', job);

/** A load's p99 for a report line; a load that got no answer at all says so rather than "0 ms". */
export const p99Text = (result: LoadResult) =>
  result.requests > 0 ? `${result.p99} ms` : `no answer in ${result.seconds} s`;
