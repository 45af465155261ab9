import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { HostError } from '../ipc/errors';
import { writePrivateFile } from '../workspaces/files';

/*
 * One browser-mode app per data folder: the first start writes `running.json`
 * (0600: its pid, then its app URL with the token); a second start finds it, sees the process is
 * alive, and says where the first one runs instead of opening the same databases.
 */

export const instanceFileName = 'running.json';

/** Another app serves this data folder. params: { appUrl } ('' while it is still starting). */
export class AppAlreadyRunningError extends HostError {
  override readonly name: string = 'AppAlreadyRunningError';
  constructor(readonly appUrl: string | null) {
    super(
      'app_already_running',
      `Ortstermin läuft bereits${appUrl ? `: ${appUrl}` : ' (startet gerade)'}. ` +
        `Ortstermin is already running${appUrl ? `: ${appUrl}` : ' (still starting)'}.`,
      { appUrl: appUrl ?? '' },
    );
  }
}

export interface InstanceLock {
  /** Records the app URL for a second start to show. */
  setAppUrl(appUrl: string): void;
  release(): void;
}

interface InstanceInfo {
  pid: number;
  appUrl?: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

function readInstance(path: string): InstanceInfo | null {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as Partial<InstanceInfo>;
    return typeof info.pid === 'number' ? (info as InstanceInfo) : null;
  } catch {
    return null;
  }
}

/** Whether an app answers at this URL (a live pid may be another program after a reboot). */
async function answers(appUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/', appUrl), { signal: AbortSignal.timeout(1_500) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * The instance serving this data folder, if one runs: its pid is alive and, once it has an app
 * URL, that URL answers; one that has been "starting" for a minute is gone.
 */
async function liveInstance(path: string): Promise<InstanceInfo | null> {
  const info = readInstance(path);
  if (!info) return Date.now() - statMtime(path) < 2_000 && statMtime(path) > 0 ? { pid: 0 } : null;
  if (!alive(info.pid)) return null;
  if (info.appUrl) return (await answers(info.appUrl)) ? info : null;
  return Date.now() - statMtime(path) < 60_000 ? info : null;
}

/** The app URL of the instance running on this data folder, if one runs. */
export async function runningInstance(dataDir: string): Promise<{ appUrl: string | null } | null> {
  const info = await liveInstance(join(dataDir, instanceFileName));
  return info && { appUrl: info.appUrl ?? null };
}

/** Takes the data folder for this process; throws AppAlreadyRunningError when it is taken. */
export async function acquireInstance(dataDir: string): Promise<InstanceLock> {
  const path = join(dataDir, instanceFileName);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
      const info = await liveInstance(path);
      if (info) throw new AppAlreadyRunningError(info.appUrl ?? null);
      rmSync(path, { force: true }); // left behind by an app that is gone
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid } satisfies InstanceInfo));
    closeSync(fd);
    let released = false;
    return {
      setAppUrl(appUrl) {
        if (!released)
          writePrivateFile(
            path,
            JSON.stringify({ pid: process.pid, appUrl } satisfies InstanceInfo),
          );
      },
      release() {
        if (released) return;
        released = true;
        if (readInstance(path)?.pid === process.pid) rmSync(path, { force: true });
      },
    };
  }
  throw new AppAlreadyRunningError(null);
}

function statMtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}
