import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a V8 `.cpuprofile` (what `node --cpu-prof` writes) this summary reads. */
type CpuProfile = {
  /** Microseconds on the monotonic clock, the one `process.hrtime` reads in every process. */
  startTime: number;
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
};

/** A stretch of time on the monotonic clock, in microseconds: `monotonicMicros()` at each end. */
export type Window = { from: number; to: number };

export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

export type ProfileShare = { name: string; percent: number };

export type ProfileSummary = {
  file: string;
  /** Milliseconds of samples summarized: those inside the windows asked for. */
  sampledMs: number;
  /** Self time by function, largest first. */
  topFunctions: ProfileShare[];
  /** Self time by where the code lives: a package, node's own internals, this project, or V8 states. */
  byOrigin: ProfileShare[];
  /** This project's functions by total time (their callees included): where a request's time goes. */
  inclusive: ProfileShare[];
};

const packageOf = (url: string) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  return match ? match[1] : null;
};

function originOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('wasm:')) return 'WebAssembly (PGlite)';
  const pkg = packageOf(url);
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node internals';
  return 'this project';
}

function shortUrl(url: string): string {
  if (!url) return '';
  const pkg = packageOf(url);
  if (pkg) return `${pkg}/${path.basename(url)}`;
  if (url.startsWith('node:')) return url;
  return path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
}

/**
 * Shares of self time in one profile: the functions and the origins the samples fell in, counting
 * only the samples inside `windows` (the measured loads: start-up and set-up left out).
 */
export function summarizeProfile(file: string, windows: Window[], top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nameOf = (frame: CpuProfile['nodes'][number]['callFrame']) => {
    const where = shortUrl(frame.url);
    return `${frame.functionName || '(anonymous)'}${where ? ` ${where}:${frame.lineNumber + 1}` : ''}`;
  };
  const inclusive = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((nodeId, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    at += micros;
    const frame = nodes.get(nodeId);
    if (!frame || !windows.some((window) => at >= window.from && at <= window.to)) return;
    total += micros;
    const name = nameOf(frame);
    const onStack = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
      const caller = nodes.get(id);
      if (caller && originOf(caller.url, caller.functionName) === 'this project') onStack.add(nameOf(caller));
    }
    for (const caller of onStack) inclusive.set(caller, (inclusive.get(caller) ?? 0) + micros);
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const origin = originOf(frame.url, frame.functionName);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + micros);
  });
  const shares = (map: Map<string, number>, limit: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, micros]) => ({ name, percent: Math.round((micros / total) * 1000) / 10 }));
  return {
    file,
    sampledMs: Math.round(total / 1000),
    topFunctions: shares(byFunction, top),
    byOrigin: shares(byOrigin, top),
    inclusive: shares(inclusive, top),
  };
}

/**
 * The main thread's profile of each process `--cpu-prof-dir` received (`CPU.<date>.<time>.<pid>.<thread>.<n>`):
 * the other threads are tsx's module loader, idle once the server has started.
 */
export const profilesIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name))
    .map((name) => path.join(dir, name));

export function printProfile(label: string, summary: ProfileSummary) {
  console.log(`\nCPU profile of ${label} (${summary.sampledMs} ms sampled, ${summary.file}):`);
  console.log('  self time by origin:');
  for (const share of summary.byOrigin)
    console.log(`    ${String(share.percent).padStart(5)}%  ${share.name}`);
  console.log("  this project's functions, callees included:");
  for (const share of summary.inclusive ?? [])
    console.log(`    ${String(share.percent).padStart(5)}%  ${share.name}`);
  console.log('  self time by function:');
  for (const share of summary.topFunctions)
    console.log(`    ${String(share.percent).padStart(5)}%  ${share.name}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const everything = [{ from: 0, to: Number.MAX_SAFE_INTEGER }];
  for (const file of process.argv.slice(2))
    printProfile(path.basename(file), summarizeProfile(file, everything, 25));
}
