// Where a machine's CPU went while a bench ran, read from /proc (Linux): a process's own time, PostgreSQL's processes,
// the whole machine's busy time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** utime + stime of a process, in ms (0 once it is gone). */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process of the machine (postmaster, backends, walwriter, …). */
export function postgresPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The machine's busy and total CPU time so far, in ms over all cores (/proc/stat). */
export function machineCpuMs(): { busy: number; total: number } {
  const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = v.slice(0, 8).map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: ((total - n[3] - n[4]) * 1000) / CLK_TCK, total: (total * 1000) / CLK_TCK };
}
