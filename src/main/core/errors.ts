/**
 * Every error the core means a user to read. It crosses IPC as `{ code, params }` and is worded by
 * the renderer in the user's language (DESIGN.md decision 13); `message` is the English sentence
 * for logs and the command line. Codes are stable: the renderer's catalogues key on them.
 */
export type ErrorParams = Record<string, string | number>;

export class CoreError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: ErrorParams = {},
  ) {
    super(message);
  }
}
