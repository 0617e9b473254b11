import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * Where the CPU went while a load ran, in cores (CPU seconds per wall-clock second): each named
 * process, the load generator itself, and the whole machine, so a reader sees whether the cores
 * were all busy (and then with what) rather than guessing. Read from /proc: Linux only.
 */
export type CpuShare = {
  /** Cores the machine has; `machine` is at most this. */
  cores: number;
  /** Every process on the machine, the database and other people's work included. */
  machine: number;
  loadGenerator: number;
  processes: Record<string, number>;
};

type Snapshot = {
  at: number;
  machineTicks: number;
  ownMicros: number;
  pids: Record<string, number>;
  processTicks: Record<string, number>;
};

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** Busy ticks of all cores since boot: the first line of /proc/stat less idle and iowait. */
function machineBusyTicks(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = fields.map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** utime + stime of one process (fields 14 and 15 of /proc/<pid>/stat, counted after the name). */
function processTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

export const canReadCpu = (() => {
  try {
    machineBusyTicks();
    return true;
  } catch {
    return false;
  }
})();

/** Taken before the load; `cpuSince` turns it into cores used since. */
export function cpuSnapshot(pids: Record<string, number>): Snapshot {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    machineTicks: machineBusyTicks(),
    ownMicros: usage.user + usage.system,
    pids,
    processTicks: Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processTicks(pid)])),
  };
}

export function cpuSince(before: Snapshot): CpuShare {
  const after = cpuSnapshot(before.pids);
  const seconds = (after.at - before.at) / 1000;
  const round = (value: number) => Math.round(value * 100) / 100;
  const cores = (ticks: number) => round(ticks / ticksPerSecond / seconds);
  return {
    cores: cpus().length,
    machine: cores(after.machineTicks - before.machineTicks),
    loadGenerator: round((after.ownMicros - before.ownMicros) / 1e6 / seconds),
    processes: Object.fromEntries(
      Object.keys(before.pids).map((name) => [
        name,
        cores(after.processTicks[name] - before.processTicks[name]),
      ]),
    ),
  };
}
