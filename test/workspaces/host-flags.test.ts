import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostNodeFlags } from '../../src/main/worker/host-flags';

/*
 * The Node hosts start with the flags the benchmark measured them with (host-flags.ts, issue 14):
 * a script that lost one, or a flag Node does not know, would leave the event loop stalling
 * during a first sync with no test noticing.
 */

describe("the host's start flags", () => {
  it('`npm start` and `npm run dev` start the host with them', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['start', 'dev']) {
      const nodeArgs = scripts[name]!.split(' --import')[0]!.split(' ');
      expect(nodeArgs[0]).toBe('node');
      for (const flag of hostNodeFlags) expect(nodeArgs).toContain(flag);
    }
  });

  // Linux shows a process's threads in /proc; the CI and the benchmark machines run Linux.
  it.runIf(process.platform === 'linux')(
    'Node takes them: a host started with them has two fewer threads, its helper pool halved',
    () => {
      const threads = (flags: readonly string[]) =>
        Number(
          execFileSync(
            process.execPath,
            [
              ...flags,
              '-e',
              "process.stdout.write(String(require('node:fs').readdirSync('/proc/self/task').length))",
            ],
            { encoding: 'utf8' },
          ),
        );
      expect(threads(hostNodeFlags)).toBe(threads([]) - 2);
    },
  );
});
