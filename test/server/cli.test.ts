import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtServerCli } from '../support/node-build';
import { raw, tempDir } from './helpers';

/*
 * The server's command line from its test build (test/support/node-build.ts): under tsx every
 * start compiled the sources first, which under load took longer than the test. The first test
 * starts it as a developer does, `npm run server`.
 */

const repoRoot = resolve(import.meta.dirname, '../..');
const tmp = tempDir();
afterAll(() => tmp.remove());

function run(args: string[]) {
  return spawn(process.execPath, [builtServerCli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Starts the CLI and waits for its Listening line. */
async function listen(args: string[]) {
  const child = run(args);
  const lines = createInterface({ input: child.stdout });
  const output: string[] = [];
  for await (const line of lines) {
    output.push(line);
    const match = /^Listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
    if (match) return { child, url: match[1] as string, output };
  }
  throw new Error(`no Listening line: ${output.join('\n')}`);
}

async function stop(child: ReturnType<typeof run>) {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  expect(code).toBe(0);
}

describe('CLI', () => {
  it('prints the Listening line, serves requests and exits 0 on SIGTERM (npm run server)', async () => {
    // The script execs node, so the signal reaches the server itself through npm.
    const child = spawn(
      'npm',
      ['run', '--silent', 'server', '--', '--port', '0', '--api-key', 'cli-key', '--seed', 'none'],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
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

  it('takes --ignore-idempotency-key, --allowed-host-name and --revoke-key', async () => {
    const db = join(tmp.dir, 'cli.sqlite');
    const first = await listen([
      '--port',
      '0',
      '--db',
      db,
      '--api-key',
      'k',
      '--api-key',
      'old',
      '--seed',
      'none',
    ]);
    await stop(first.child);

    const { child, url } = await listen([
      ...['--port', '0', '--db', db, '--api-key', 'k', '--seed', 'none'],
      ...['--revoke-key', 'old', '--ignore-idempotency-key'],
      ...['--allowed-host-name', '127.0.0.1', '--allowed-host-name', 'localhost'],
    ]);
    try {
      const port = new URL(url).port;
      const post = () =>
        raw(url, 'POST', '/v1/contacts', {
          headers: {
            authorization: 'Bearer k',
            'content-type': 'application/json',
            'idempotency-key': 'same',
          },
          body: '{}',
        });
      const [a, b] = [await post(), await post()];
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.id).not.toBe(b.body.id);
      const forged = await raw(url, 'GET', '/v1/contacts', {
        headers: { authorization: 'Bearer k', host: `evil.example:${port}` },
      });
      expect(forged.status).toBe(421);
      const local = await raw(url, 'GET', '/v1/contacts', {
        headers: { authorization: 'Bearer k', host: `localhost:${port}` },
      });
      expect(local.status).toBe(200);
    } finally {
      await stop(child);
    }

    const refused = run(['--port', '0', '--db', db, '--api-key', 'old']);
    let stderr = '';
    refused.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(refused, 'close');
    expect(code).toBe(1);
    expect(stderr).toMatch(/revoked/);
  });

  it('refuses bad flags with a message, the usage and exit code 2', async () => {
    for (const args of [
      ['--bogus'],
      ['--sort', 'name'],
      ['--chaos', 'error=7'],
      ['--port', 'x'],
      ['--allowed-host', 'a b'],
    ]) {
      const child = run(args);
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, 'close');
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('Usage:');
    }
  });
});
