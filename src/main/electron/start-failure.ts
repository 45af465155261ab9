import { startMessages } from '../start-messages';

/*
 * What the Electron shell says when it cannot start (a dialog, and the same in the terminal),
 * in the language `npm start` speaks (start-messages.ts): German, English with LANG=en.
 */

export interface StartFailure {
  /** The dialog's title. */
  title: string;
  /** The dialog's text: the reason, and what to do where the cause is known. */
  message: string;
  /** The terminal's line. */
  line: string;
}

/**
 * The words for `error`. better-sqlite3 built for Node instead of Electron is the usual cause on
 * a developer's machine: the text then says how to fix it (`driverBuilt`: an Electron build of
 * the driver exists, so it only needs building again).
 */
export function startFailure(
  error: unknown,
  { driverBuilt, env = process.env }: { driverBuilt: boolean; env?: NodeJS.ProcessEnv },
): StartFailure {
  const say = startMessages(env);
  const reason = error instanceof Error ? error.message : String(error);
  const hint = /NODE_MODULE_VERSION|better_sqlite3\.node/.test(reason)
    ? `\n\n${say.electronDriverHint(!driverBuilt)}`
    : '';
  return {
    title: say.startFailedTitle,
    message: reason + hint,
    line: say.couldNotStart(reason) + hint,
  };
}
