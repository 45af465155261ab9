export const usage = `Ortstermin command line: the local workspace copy and its sync, for developers and back office.

Usage: npm run cli -- <command> [options]

Commands:
  sync   --db FILE --base-url URL [--watch] [--json]
         Push queued writes, then pull server changes. With --watch, keep syncing until Ctrl+C.
  dump   --db FILE
         The local copy as JSON, in the API's field names, each list sorted by id.
  queue  --db FILE <contacts|buildings|deals|projects|modules|pv-plans> <create|patch|archive> [ID] JSON
         Record a local write exactly as the app does (validated, applied locally, queued).
         A module is named PROJECT_ID/MODULE_KEY and takes patch; a PV plan create carries
         its projectId in the JSON. Prints the record's (local) id on the last line.
  outbox --db FILE [--json]
         The queued, in-flight, rejected and conflicting writes, with the server's reasons and
         each conflict's values (records by name).
  resolve --db FILE ENTRY KEY mine|theirs|JSON [KEY CHOICE ...]
         Decide a conflict: per conflicting key (as outbox prints it, e.g. fields.phone) keep
         yours, take the server's, or give a JSON value ('"Angebot"', 0.6). Every key needs a
         choice; the entry is sent with the next sync.
  resolve --db FILE ENTRY adopt|new|restore|discard
         Settle a conflict without keys: "Möglicherweise schon angelegt" (adopt: the server's
         record is yours; new: create it anew), "Auf dem Server gelöscht/archiviert" (restore:
         make it again or bring it back, with your change). discard gives any write up
         ("Verwerfen"); a record deleted on the server goes from this copy too.

Environment:
  ORTSTERMIN_API_KEY   the workspace API key (sync only; never stored in the database)

Exit codes: 0 done; 1 the sync failed (server unreachable, key refused) or the core stopped;
2 a mistake in the call, or a write or database the core refused (the reason is printed).
`;

/** A mistake in how the command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
