import { isMainThread } from 'node:worker_threads';

/*
 * Loaded with `--import` into a CLI process by cli.test.ts: a crash of the core's worker in the
 * middle of a sync, from outside the code under test. The first worker this process starts is
 * ended (as a crash ends it: `terminate`, exit code 1) shortly after it says it is syncing; the
 * workers after it live. Plain JavaScript: worker threads run the process's `--import`s too,
 * and this one does nothing there.
 */

if (isMainThread) {
  let workers = 0;
  process.on('worker', (worker) => {
    if (++workers !== 1) return;
    let armed = true;
    worker.on('message', (message) => {
      if (!armed || message?.kind !== 'event' || message.event !== 'status') return;
      if (message.payload?.state !== 'syncing') return;
      armed = false;
      process.stderr.write('[test hook] ending the core worker mid-sync\n');
      setTimeout(() => void worker.terminate(), 150);
    });
  });
}
