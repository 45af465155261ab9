import { runCommandLine } from './run';

// The command line (`npm run cli`): the process's environment and streams, its exit code.
runCommandLine(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}).then((code) => {
  process.exitCode = code;
});
