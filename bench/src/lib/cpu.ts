// Where the CPU of a load test goes: the API server, the PostgreSQL backends serving the bench
// database, the load generator (this process, or pgbench), and everything else on the machine.
// Read from /proc every 250 ms; a backend that exits keeps the last value it was seen with.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // CLK_TCK is 100 on Linux.

export interface CpuShare {
  /** CPU milliseconds per request (or pgbench transaction). */
  serverMs: number;
  postgresMs: number;
  clientMs: number;
  /** Everything else on the machine (other work running meanwhile), per request. */
  otherMs: number;
  /** Share of the machine left idle during the run, 0–1. */
  idle: number;
}

/** utime + stime of a process in clock ticks (10 ms), or undefined once it is gone. */
function processTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** processTicks of a process that must still be running (a server under measure). */
export function liveProcessTicks(pid: number): number {
  const value = processTicks(pid);
  if (value === undefined) throw new Error(`process ${pid} is gone`);
  return value;
}

function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      // "postgres: [<cluster>: ]<user> <database> <client> <state>" (Debian names the cluster, e.g. 15/main)
      const title = /^postgres: (?:\S+: )?\S+ (\S+) /.exec(cmdline);
      if (title?.[1] === database) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function machineTicks(): { busy: number; idle: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = values.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const busy = n.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle;
  return { busy, idle };
}

export interface CpuMeter {
  /** Stops sampling; `clientTicks` is the load generator's CPU when it is not this process. */
  stop(requests: number, clientTicks?: number): CpuShare;
}

export function startCpuMeter(options: { serverPid?: number; database: string }): CpuMeter {
  // Backends alive at the start count from their value then; later ones from zero.
  const start = new Map<number, number>();
  const last = new Map<number, number>();
  for (const pid of backendsOf(options.database)) {
    const ticks = processTicks(pid) ?? 0;
    start.set(pid, ticks);
    last.set(pid, ticks);
  }
  let samples = 0;
  const sample = () => {
    // New backends are looked for every second; known ones are read every 250 ms.
    const pids = samples++ % 4 === 0 ? new Set([...last.keys(), ...backendsOf(options.database)]) : last.keys();
    for (const pid of pids) {
      const ticks = processTicks(pid);
      if (ticks === undefined) continue;
      if (!start.has(pid)) start.set(pid, 0);
      last.set(pid, ticks);
    }
  };
  const serverStart = options.serverPid ? (processTicks(options.serverPid) ?? 0) : 0;
  const selfStart = process.cpuUsage();
  const machineStart = machineTicks();
  const timer = setInterval(sample, 250);
  return {
    stop(requests, clientTicks) {
      sample();
      clearInterval(timer);
      const machineEnd = machineTicks();
      let postgresTicks = 0;
      for (const [pid, ticks] of last) postgresTicks += ticks - (start.get(pid) ?? 0);
      const serverTicks = options.serverPid ? (processTicks(options.serverPid) ?? serverStart) - serverStart : 0;
      const self = process.cpuUsage(selfStart);
      const clientMs = clientTicks !== undefined ? clientTicks * TICK_MS : (self.user + self.system) / 1000;
      const busyMs = (machineEnd.busy - machineStart.busy) * TICK_MS;
      const idleMs = (machineEnd.idle - machineStart.idle) * TICK_MS;
      const per = (value: number) => value / Math.max(1, requests);
      const serverMs = serverTicks * TICK_MS;
      const postgresMs = postgresTicks * TICK_MS;
      return {
        serverMs: per(serverMs),
        postgresMs: per(postgresMs),
        clientMs: per(clientMs),
        otherMs: per(Math.max(0, busyMs - serverMs - postgresMs - clientMs)),
        idle: idleMs / Math.max(1, busyMs + idleMs),
      };
    },
  };
}
