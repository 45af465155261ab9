import { readFileSync } from 'node:fs';

/*
 * Sums what test/e2e/harness.ts wrote for one journey, to say where its renderer CPU goes before
 * anyone guesses. `npx tsx test/support/trace-summary.ts FILE [rows]`
 * - a Chromium trace (ORTSTERMIN_TRACE, .json): per thread, the time each kind of work took
 *   itself (a layout inside a script's event handler counts as layout, not as the script);
 * - a script profile (ORTSTERMIN_CPU_PROFILE, .cpuprofile): the functions by their own time, and
 *   the bundle files by the time spent in them and below them. Minified names say little:
 *   build the renderer unminified for it (`minify: false` in electron.vite.config.ts, not kept).
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: trace-summary.ts TRACE.json|PROFILE.cpuprofile [rows]');
const rows = Number(rowsArg ?? 25);

function printTop(title: string, times: Map<string, number>) {
  console.log(title);
  for (const [name, us] of [...times].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`  ${String(Math.round(us / 1000)).padStart(7)} ms  ${name}`);
}

function summariseProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const own = new Map<string, number>();
  const below = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) =>
    map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i + 1] ?? 0;
    const frame = byId.get(id)!.callFrame;
    const where = frame.url.split('/').pop() || '(no file: Chromium itself, Playwright, axe)';
    add(own, `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber}`, us);
    const files = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
      files.add(byId.get(at)!.callFrame.url.split('/').pop() || '(none)');
    for (const name of files) add(below, name, us);
  });
  printTop('Functions, by their own time:', own);
  printTop('Files, by the time in them and below them:', below);
}

if (file.endsWith('.cpuprofile')) {
  summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  process.exit(0);
}

const raw = JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
const events = Array.isArray(raw) ? raw : raw.traceEvents;

const threadNames = new Map<string, string>();
for (const event of events)
  if (event.ph === 'M' && event.name === 'thread_name')
    threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '?');

/** Self time (µs) by name on one thread, from its complete ('X') and begin/end ('B'/'E') events. */
function selfTimes(threadEvents: TraceEvent[]): Map<string, number> {
  const spans: { name: string; start: number; end: number }[] = [];
  const open: TraceEvent[] = [];
  for (const event of threadEvents) {
    if (event.ph === 'X' && event.dur !== undefined)
      spans.push({ name: event.name, start: event.ts, end: event.ts + event.dur });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: event.ts });
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const self = new Map<string, number>();
  const stack: { name: string; end: number; child: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      const total = done.end - (done as unknown as { start: number }).start;
      self.set(done.name, (self.get(done.name) ?? 0) + total - done.child);
      if (stack.length) stack[stack.length - 1]!.child += total;
    }
  };
  for (const span of spans) {
    close(span.start);
    stack.push({ ...span, child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return self;
}

const byThread = new Map<string, TraceEvent[]>();
for (const event of events) {
  const key = `${event.pid}:${event.tid}`;
  if (!byThread.has(key)) byThread.set(key, []);
  byThread.get(key)!.push(event);
}

const summary: { thread: string; totalMs: number; top: [string, number][] }[] = [];
for (const [key, threadEvents] of byThread) {
  const self = selfTimes(threadEvents);
  const total = [...self.values()].reduce((sum, us) => sum + us, 0);
  if (total < 200_000) continue; // under 0.2 s: not where the time goes
  summary.push({
    thread: `${threadNames.get(key) ?? '?'} (${key})`,
    totalMs: Math.round(total / 1000),
    top: [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, us]) => [name, Math.round(us / 1000)]),
  });
}
summary.sort((a, b) => b.totalMs - a.totalMs);
for (const thread of summary) {
  console.log(`${thread.thread}: ${thread.totalMs} ms in traced work`);
  for (const [name, ms] of thread.top) console.log(`  ${String(ms).padStart(7)} ms  ${name}`);
}
