// CPU time of processes on this machine, from /proc (Linux): to show where a benchmark's cores went (the
// server, PostgreSQL, the load generator) when they all share one machine.
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100; // USER_HZ, the unit of /proc/<pid>/stat times on Linux

/** pid, parent pid, command name and CPU seconds (user + system) of every process now running. */
function processes() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // The command name is in parentheses and may hold spaces; the fields after it are space-separated.
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const seconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
        return [{ pid: Number(pid), ppid: Number(fields[1]), comm, seconds }];
      } catch {
        return []; // exited meanwhile
      }
    });
}

/**
 * CPU time a process has used, in µs (Linux /proc; null elsewhere). Per request it is steadier than req/s on a
 * 2-core machine the load generator shares, and it shows what a layer costs whoever waits for it.
 */
export function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1e6 / ticksPerSecond); // utime + stime, in ticks
  } catch {
    return null;
  }
}

/** CPU seconds so far of a process and its children, of every PostgreSQL process, and of this process. */
export function cpuSnapshot(serverPid) {
  const all = processes();
  const server = all.filter((p) => p.pid === serverPid || p.ppid === serverPid);
  const sum = (list) => list.reduce((total, p) => total + p.seconds, 0);
  const own = process.cpuUsage();
  return {
    server: sum(server),
    postgres: sum(all.filter((p) => p.comm === 'postgres')),
    load: (own.user + own.system) / 1e6,
  };
}

/** "server 12.1 s, PostgreSQL 9.8 s, load generator 7.5 s of 30 s (2 cores × 15 s)" between two snapshots. */
export function cpuShare(before, after, wallSeconds, cores) {
  const used = (key) => `${(after[key] - before[key]).toFixed(1)} s`;
  return (
    `CPU: server ${used('server')}, PostgreSQL ${used('postgres')}, load generator ${used('load')} ` +
    `of ${(wallSeconds * cores).toFixed(0)} s (${cores} cores × ${wallSeconds} s)`
  );
}
