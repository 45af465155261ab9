import { referenceOf } from '../../shared/api/references';
import type { SyncStatusView } from '../../shared/ipc/contract';
import type { OutboxEntry, StoreDump } from '../core/store';
import { restorable } from '../core/store/outbox';
import type { SyncSummary } from '../core/sync/status';
import { terminalLanguage, type TerminalLanguage } from '../start-messages';
import { modulePathLabel, moduleRecordName } from './module-words';
import { refusalInGerman } from './refusal-words';

type OutboxConflictField = NonNullable<OutboxEntry['conflict']>['fields'][number];

export function formatSummary(summary: SyncSummary): string {
  const lines = [
    `Synced in ${(summary.durationMs / 1000).toFixed(2)} s with ${summary.requests} requests.`,
  ];
  lines.push(`Pushed ${summary.pushed} write(s), ${summary.rejected} rejected.`);
  for (const [resource, received] of Object.entries(summary.received)) {
    lines.push(
      `  ${resource.padEnd(11)} ${String(received).padStart(7)} received, ${summary.changed[resource] ?? 0} changed`,
    );
  }
  if (summary.unstable.length) {
    lines.push(`Still changing on the server, picked up next time: ${summary.unstable.join(', ')}`);
  }
  return lines.join('\n') + '\n';
}

/** Records' names by id, from the local copy: what the app shows instead of ids. */
export interface OutboxNames {
  records: Map<string, string>;
  stages: Map<string, string>;
  /** The terminal's: module titles and payload keys in it. */
  language: TerminalLanguage;
}

export function namesOf(
  dump: StoreDump,
  language: TerminalLanguage = terminalLanguage(),
): OutboxNames {
  const records = new Map<string, string>();
  for (const c of dump.contacts) {
    const f = c.fields as Record<string, unknown>;
    const name = [f.firstName, f.lastName].filter((v) => typeof v === 'string' && v).join(' ');
    records.set(c.id, name || (typeof f.company === 'string' ? f.company : c.id));
  }
  for (const b of dump.buildings) records.set(b.id, b.name);
  for (const d of dump.deals) records.set(d.id, d.title);
  for (const p of dump.projects) records.set(p.id, p.title);
  for (const m of dump.modules)
    records.set(
      m.id,
      moduleRecordName(m.moduleKey, records.get(m.projectId) ?? m.projectId, language),
    );
  for (const p of dump.pvPlans) records.set(p.id, p.name);
  return { records, stages: new Map(dump.dealStages.map((s) => [s.id, s.name])), language };
}

/** One side of a conflict: a name for an id, "(no such key)" for a missing side, else JSON. */
function sideText(
  field: OutboxConflictField,
  side: 'base' | 'mine' | 'theirs',
  names?: OutboxNames,
) {
  if (!Object.hasOwn(field, side)) return '(no such key)';
  const value = field[side];
  const refers = referenceOf(field.segments.at(-1) ?? '');
  if (typeof value === 'string') {
    const name =
      refers === 'stages'
        ? names?.stages.get(value)
        : refers
          ? names?.records.get(value)
          : undefined;
    if (name) return JSON.stringify(name);
  }
  return JSON.stringify(value);
}

/** A conflict's key as `resolve` takes it, and for a module's payload as the app labels it. */
function keyText(e: OutboxEntry, field: OutboxConflictField, names?: OutboxNames): string {
  const label =
    e.resource === 'modules' && e.moduleKey && names
      ? modulePathLabel(field.segments, e.moduleKey, names.language)
      : null;
  return label ? `${field.path} (${label})` : field.path;
}

function conflictLines(e: OutboxEntry, names?: OutboxNames): string {
  return e
    .conflict!.fields.map(
      (f) =>
        `\n    ${keyText(e, f, names)}: yours ${sideText(f, 'mine', names)}, server ${sideText(f, 'theirs', names)}` +
        ` (before ${sideText(f, 'base', names)})`,
    )
    .join('');
}

/** A conflict without keys, in the app's words (German) and the resolve call for each choice. */
function decisionLine(e: OutboxEntry): string {
  const conflict = e.conflict!;
  if (conflict.kind === 'maybeCreated') {
    const record = conflict.candidate?.record ?? {};
    const name = record.title ?? record.name ?? conflict.candidate?.id;
    return (
      `\n    Möglicherweise schon angelegt: the create's answer was lost; the server made ` +
      `${JSON.stringify(name)} (${conflict.candidate?.id}) since. ` +
      `resolve ${e.seq} adopt ("Das ist meiner") | resolve ${e.seq} new ("Neu anlegen")`
    );
  }
  const what =
    conflict.kind === 'archived'
      ? 'Auf dem Server archiviert'
      : conflict.projectGone
        ? // A PV plan whose whole project is gone: restoring makes the project again with it.
          'Projekt auf dem Server gelöscht'
        : 'Auf dem Server gelöscht';
  const discard = `resolve ${e.seq} discard ("Meine Änderung verwerfen"`;
  if (conflict.kind === 'deleted' && !restorable.has(e.resource))
    return (
      `\n    ${what}: the API cannot make a ${e.resource} record again; ${discard}, ` +
      `which removes it here too; \`outbox --json\` keeps the change as JSON)`
    );
  return (
    `\n    ${what}: resolve ${e.seq} restore ("Wiederherstellen und meine Änderung senden") | ` +
    `${discard}${conflict.kind === 'deleted' ? ', which removes it here too' : ''})`
  );
}

export function formatOutbox(entries: OutboxEntry[], names?: OutboxNames): string {
  if (entries.length === 0) return 'The outbox is empty: every local write is on the server.\n';
  return (
    entries
      .map((e) => {
        const name = names?.records.get(e.recordId);
        const head =
          `#${e.seq} ${e.state.padEnd(9)} ${e.resource} ${e.op} ${e.recordId}` +
          (name && name !== e.recordId ? ` "${name}"` : '');
        const why = e.unreadable
          ? `\n    unreadable: ${e.unreadable}`
          : e.state === 'rejected' && e.rejection
            ? `\n    abgelehnt: ${refusalInGerman(e.rejection)}` +
              `\n    server's words: ${e.rejection.message}`
            : e.state === 'conflict' && e.conflict && e.conflict.kind !== 'changed'
              ? decisionLine(e)
              : e.state === 'conflict' && e.conflict
                ? `\n    conflict (changed on the server too; resolve ${e.seq} KEY mine|theirs|JSON):${conflictLines(e, names)}`
                : e.lastError
                  ? `\n    last error: ${e.lastError.code} ${e.lastError.params.detail ?? ''}`
                  : '';
        return head + why;
      })
      .join('\n') + '\n'
  );
}

/** One line of `sync --watch`: when, the state, the counts and why the last sync failed. */
export function formatStatus(status: SyncStatusView): string {
  const error = status.lastError
    ? `: ${status.lastError.code} ${status.lastError.params.detail ?? ''}`
    : '';
  return (
    `${new Date().toISOString()} ${status.state}` +
    ` (pending ${status.pending}, rejected ${status.rejected})${error}\n`
  );
}
