import { isMainThread } from 'node:worker_threads';

/*
 * Loaded with `--import` into a CLI process by cli.test.ts: crashes of the core's worker, from
 * outside the code under test, ended as a crash ends them (`terminate`, exit code 1). The first
 * worker of the process dies shortly after it says it is syncing, unless CRASH_HOOK=signal; with
 * it, the worker alive when SIGUSR2 arrives dies. Plain JavaScript: worker threads run the
 * process's `--import`s too, and this one does nothing there.
 */

if (isMainThread) {
  let workers = 0;
  let current = null;
  const onSignal = process.env.CRASH_HOOK === 'signal';
  process.on('SIGUSR2', () => {
    process.stderr.write('[test hook] ending the core worker\n');
    void current?.terminate();
  });
  process.on('worker', (worker) => {
    current = worker;
    if (++workers !== 1 || onSignal) return;
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
