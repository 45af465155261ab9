import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const cli = ['--import', 'tsx', 'src/server/cli.ts'];

function run(args: string[]) {
  return spawn(process.execPath, [...cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('CLI', () => {
  it('prints the Listening line, serves requests and exits 0 on SIGTERM', async () => {
    const child = run(['--port', '0', '--api-key', 'cli-key', '--seed', 'none']);
    const lines = createInterface({ input: child.stdout });
    let url = '';
    for await (const line of lines) {
      const match = /^Listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
      if (match) {
        url = match[1] as string;
        break;
      }
    }
    expect(url).not.toMatch(/:0$/);
    const answer = await fetch(`${url}/v1/deal-stages`, {
      headers: { authorization: 'Bearer cli-key' },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('refuses bad flags with a message, the usage and exit code 2', async () => {
    for (const args of [['--bogus'], ['--sort', 'name'], ['--chaos', 'error=7'], ['--port', 'x']]) {
      const child = run(args);
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, 'close');
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('Usage:');
    }
  });
});
