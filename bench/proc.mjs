/** CPU time of processes from Linux's /proc: bench/cpu.mjs for a bench's whole tree, the benches for one process. */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux clock ticks a second (`getconf CLK_TCK`: 100 on every common kernel). */
const TICKS = 100;

/**
 * utime + stime (fields 14 and 15) of a /proc/<pid>/stat line, in seconds, the parent's pid, and cutime +
 * cstime (16 and 17): what its children that have ended used.
 */
function parseStat(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
    endedChildren: (Number(fields[13]) + Number(fields[14])) / TICKS,
  };
}

/**
 * CPU seconds (user + system) process `pid` has used so far, or undefined when it is gone.
 * @param {number | undefined} pid
 * @returns {number | undefined}
 */
export function cpuSeconds(pid) {
  if (pid === undefined) return undefined;
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).cpu;
  } catch {
    return undefined;
  }
}

/**
 * Every process: pid -> its parent, CPU seconds so far and command line.
 * @returns {Map<number, { ppid: number, cpu: number, cmd: string }>}
 */
export function processes() {
  const out = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { ppid, cpu } = parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      out.set(Number(entry), { ppid, cpu, cmd });
    } catch {
      // ended while read
    }
  }
  return out;
}

/**
 * CPU seconds used so far by process `pid` and every process below it, with what their ended children
 * used; undefined when `pid` is gone.
 * @param {number | undefined} pid
 * @returns {number | undefined}
 */
export function treeCpuSeconds(pid) {
  if (pid === undefined) return undefined;
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      all.set(Number(entry), parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // ended while read
    }
  }
  if (!all.has(pid)) return undefined;
  let total = 0;
  for (const tree = [pid]; tree.length > 0;) {
    const at = tree.pop();
    const p = all.get(at);
    if (p) total += p.cpu + p.endedChildren;
    for (const [child, c] of all) if (c.ppid === at) tree.push(child);
  }
  return total;
}
