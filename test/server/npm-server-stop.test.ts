import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { describe, expect, it, vi } from 'vitest';
import { watchParent } from '../../src/server/parent-watch';

/*
 * Stopping `npm run server` must not leave the server listening (orphaned, its port taken): npm
 * signals its shell, not the server under tsx, so the shell execs the server, which gets the
 * signal itself, and a server whose parent dies without a word (SIGKILL) stops on its own.
 */

/** Whether something accepts connections on 127.0.0.1:port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function startNpmServer() {
  // In a process group of its own, so that a failed test can take everything it started down.
  const npm = spawn('npm', ['run', 'server', '--', '--port', '0', '--seed', 'none'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  for await (const line of createInterface({ input: npm.stdout })) {
    output.push(line);
    const match = /^Listening on http:\/\/127\.0\.0\.1:(\d+)$/.exec(line);
    if (match) return { npm, port: Number(match[1]) };
  }
  throw new Error(`npm run server printed no Listening line:\n${output.join('\n')}`);
}

describe('npm run server', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGKILL'] as const)(
    'stops the server when npm gets %s',
    async (signal) => {
      const { npm, port } = await startNpmServer();
      try {
        expect(await accepts(port)).toBe(true);
        const npmExited = once(npm, 'exit');
        npm.kill(signal);
        await npmExited;
        // Wait for the port to close: at once on a signal, within the parent watch's 500 ms
        // after a SIGKILL of npm. 50 looks, 100 ms apart, at most.
        let open = true;
        for (let look = 0; look < 50 && open; look++) {
          open = await accepts(port);
          if (open) await new Promise((r) => setTimeout(r, 100));
        }
        expect(open).toBe(false);
      } finally {
        try {
          process.kill(-npm.pid!, 'SIGKILL');
        } catch {
          // Nothing left in the group: the way it should be.
        }
      }
    },
    30_000,
  );
});

describe('watchParent', () => {
  it('calls back once when the parent id changes, and not before', () => {
    vi.useFakeTimers();
    try {
      let parent = 4242;
      const gone = vi.fn();
      watchParent(gone, { intervalMs: 500, parentId: () => parent });
      vi.advanceTimersByTime(5_000);
      expect(gone).not.toHaveBeenCalled();
      parent = 1; // re-parented to init
      vi.advanceTimersByTime(499);
      expect(gone).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(gone).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(5_000);
      expect(gone).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops watching when asked', () => {
    vi.useFakeTimers();
    try {
      let parent = 4242;
      const gone = vi.fn();
      const stop = watchParent(gone, { intervalMs: 500, parentId: () => parent });
      stop();
      parent = 1;
      vi.advanceTimersByTime(5_000);
      expect(gone).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
