import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

/*
 * Where the suite's CPU goes, per file (opt-in: ORTSTERMIN_FILE_COST=FILE, vitest.config.ts adds
 * this setup file then). The wall time of a file says little on a machine five other suites
 * share; its CPU does not change much with the load. A file's CPU is its worker process (with
 * its threads: the core's worker), the children it waited for (CLI calls, sync children, the
 * benchmark's processes) and whatever still runs below the worker (the shared Chromium and its
 * renderers), read from /proc before the file is imported and after its last hook, by program.
 * `/usr/bin/time` misses Chromium: it is killed with its worker, and nobody waits for it.
 * One JSON line per file: { file, wallMs, cpuMs, byProgram: { node, 'chromium:renderer', … } }.
 * A renderer that ended before the file's last hook counts towards its parent (the zygote).
 */

const out = process.env.ORTSTERMIN_FILE_COST;
const ticksPerSecond = 100; // USER_HZ on Linux

interface Process {
  program: string;
  ppid: number;
  /** utime + stime + cutime + cstime, in clock ticks: its own CPU and that of children it reaped. */
  ticks: number;
}

/**
 * Chromium's processes by their part (`chromium:renderer`, `chromium:gpu-process`,
 * `chromium:utility:network.mojom.NetworkService`, the browser itself `chromium:browser`): which
 * one spends the CPU decides where to look.
 */
function chromiumPart(pid: number): string {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const type = /--type=([\w-]+)/.exec(commandLine)?.[1] ?? 'browser';
    const utility = /--utility-sub-type=([\w.-]+)/.exec(commandLine)?.[1];
    return `chromium:${type}${utility ? `:${utility}` : ''}`;
  } catch {
    return 'chromium'; // gone meanwhile
  }
}

function read(pid: number): Process | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The program's name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return {
      program: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ppid: Number(fields[1]),
      ticks: utime! + stime! + cutime! + cstime!,
    };
  } catch {
    return null; // gone meanwhile
  }
}

/** The CPU of this process and of everything still running below it, in ms, by program. */
function treeCpuMs(): Map<string, number> {
  const children = new Map<number, number[]>();
  const processes = new Map<number, Process>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    const process = Number.isInteger(pid) ? read(pid) : null;
    if (!process) continue;
    processes.set(pid, process);
    children.set(process.ppid, [...(children.get(process.ppid) ?? []), pid]);
  }
  const byProgram = new Map<string, number>();
  const walk = [process.pid];
  while (walk.length) {
    const pid = walk.pop()!;
    const found = processes.get(pid);
    if (found) {
      const program = /chrom/i.test(found.program) ? chromiumPart(pid) : found.program;
      byProgram.set(program, (byProgram.get(program) ?? 0) + (found.ticks * 1000) / ticksPerSecond);
    }
    walk.push(...(children.get(pid) ?? []));
  }
  return byProgram;
}

if (out) {
  // Read here, before the test file is imported: its imports count towards it.
  const startedAt = performance.now();
  const atStart = treeCpuMs();
  afterAll(() => {
    const byProgram: Record<string, number> = {};
    for (const [program, ms] of treeCpuMs())
      byProgram[program] = Math.round(ms - (atStart.get(program) ?? 0));
    const line = {
      file: expect.getState().testPath?.replace(`${process.cwd()}/`, ''),
      wallMs: Math.round(performance.now() - startedAt),
      cpuMs: Object.values(byProgram).reduce((sum, ms) => sum + ms, 0),
      byProgram,
    };
    appendFileSync(out, JSON.stringify(line) + '\n');
  });
}
