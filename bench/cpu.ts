/**
 * CPU time spent by processes during a phase, read from /proc (Linux): the server (with any
 * worker processes under it) and the PostgreSQL backends of the bench database. CPU per request does not depend on
 * what else the machine runs, so it compares two versions where req/s on a busy machine cannot.
 * Elsewhere it reports nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of one process, in seconds; 0 when it is gone. */
function processSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces: count fields after its closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function treeSeconds(pid: number): number {
  return processSeconds(pid) + childrenOf(pid).reduce((s, c) => s + treeSeconds(c), 0);
}

/** The backends serving `database` (their process title is `postgres: [cluster: ]user database host …`). */
function postgresSeconds(database: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (/^postgres: (?:\S+: )?\S+ (\S+) /.exec(title)?.[1] === database) {
        total += processSeconds(Number(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

export type CpuSample = Record<string, number>;

/** A sampler of the server's (and the backends of the `postgres` database's) CPU seconds so far. */
export function cpuSampler(serverPid: number | undefined, postgres: string | undefined) {
  let available = true;
  try {
    readdirSync('/proc/self');
  } catch {
    available = false;
  }
  return (): CpuSample | undefined => {
    if (!available || serverPid === undefined) return undefined;
    return {
      server: treeSeconds(serverPid),
      ...(postgres ? { postgres: postgresSeconds(postgres) } : {}),
    };
  };
}
