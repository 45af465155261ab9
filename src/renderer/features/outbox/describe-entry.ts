import type { TFunction } from 'i18next';
import type { Route } from '../../app/routes';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { de } from '../../i18n/de';
import { moduleName } from '../../i18n/labels';
import { fieldsName } from '../contacts/contact-name';
import { refusalSentences, type Words } from '../../../shared/api/refusal';
import { numberText, pathLabel } from './conflict-words';

/*
 * An outbox entry in words, as a clerk would say what happened: "Kontakt Jana Offlinerin
 * angelegt", "U-Wert-Rechner in Projekt Heizungsplanung Wolf geändert", "Vorgang Wärmepumpe Wolf
 * in Phase Angebot verschoben" instead of `patch modules prj_… / u-wert-rechner`. The name comes
 * from the body where the write carries it, else from the record as this device knows it.
 */

type Entry = Pick<OutboxEntryView, 'resource' | 'op' | 'body' | 'recordId'> &
  Partial<Pick<OutboxEntryView, 'projectId' | 'moduleKey'>>;

/** What this device knows about the entry's record, for entries whose body names none. */
export interface KnownNames {
  /** The record's name (contact, deal, project title, …). */
  name?: string | null;
  /** A module's project title. */
  project?: string | null;
  /** A deal move's stage name. */
  stage?: string | null;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The name the write's own body gives its record, if any. */
export function nameInBody(entry: Pick<OutboxEntryView, 'resource' | 'body'>): string | null {
  const body = entry.body;
  switch (entry.resource) {
    case 'contacts':
      return body.fields && typeof body.fields === 'object'
        ? fieldsName(body.fields as Record<string, unknown>)
        : null;
    case 'buildings':
    case 'pvPlans':
      return str(body.name);
    case 'deals':
    case 'projects':
      return str(body.title);
    default:
      return null;
  }
}

/** A deal patch that does one thing the board does (move, won/lost/reopen, link): its own words. */
function dealAction(body: Record<string, unknown>): string | null {
  const keys = Object.keys(body);
  if (keys.length !== 1) return null;
  if ('stageId' in body) return 'stage';
  if (body.status === 'won' || body.status === 'lost' || body.status === 'open') return body.status;
  if ('projectId' in body) return body.projectId ? 'linked' : 'unlinked';
  if (body.archived === true) return 'archive';
  return null;
}

export function describeEntry(t: TFunction, entry: Entry, known: KnownNames = {}): string {
  // A write made from another place than its own form carries no name: the record's id then.
  const name = nameInBody(entry) ?? known.name ?? entry.recordId;
  const ops = de.outbox.op as Record<string, unknown>;
  if (!Object.hasOwn(ops, entry.resource) || entry.resource === 'unknown')
    return t('outbox.op.unknown', { op: entry.op, resource: entry.resource, name });
  if (entry.resource === 'modules') {
    const module = entry.moduleKey ? moduleName(t, entry.moduleKey) : entry.recordId;
    const project = known.project ?? entry.projectId ?? '?';
    return t(`outbox.op.modules.${entry.op}`, { module, project });
  }
  if (entry.resource === 'deals' && entry.op === 'patch') {
    const action = dealAction(entry.body);
    if (action === 'stage')
      return t('outbox.op.deals.stage', {
        name,
        stage: known.stage ?? String(entry.body.stageId),
      });
    if (action) return t(`outbox.op.deals.${action}`, { name });
  }
  return t(`outbox.op.${entry.resource}.${entry.op}`, { name });
}

/** Where the entry's record is shown; null when the app has no page for it. */
export function entryRoute(entry: Entry): Route | null {
  switch (entry.resource) {
    case 'contacts':
      return { screen: 'contacts', id: entry.recordId };
    case 'buildings':
      return { screen: 'buildings', id: entry.recordId };
    case 'projects':
      return { screen: 'projects', id: entry.recordId };
    case 'modules':
      return entry.projectId
        ? entry.moduleKey
          ? { screen: 'projects', id: entry.projectId, moduleKey: entry.moduleKey }
          : { screen: 'projects', id: entry.projectId }
        : null;
    case 'deals':
      // A new deal's contact is in its body; a change of one shows on the board.
      return typeof entry.body.contactId === 'string' && entry.op === 'create'
        ? { screen: 'contacts', id: entry.body.contactId }
        : { screen: 'pipeline' };
    case 'pvPlans':
      return entry.projectId ? { screen: 'projects', id: entry.projectId } : null;
    default:
      return null;
  }
}

/** What discarding the entry loses, in words. */
export function discardLoss(
  t: TFunction,
  entry: Pick<OutboxEntryView, 'op' | 'changed'> & Partial<Pick<OutboxEntryView, 'conflict'>>,
): string {
  // Gone from the server: giving up the edit removes the record here too (outbox.discard).
  if (entry.conflict?.kind === 'deleted') return t('outboxDecisions.deletedLoss');
  if (entry.op === 'create') return t('outbox.lost.create');
  if (entry.op === 'archive') return t('outbox.lost.archive');
  const fields = changedFields(t, entry);
  return fields ? t('outbox.lost.patch', { fields }) : t('outbox.lost.patchAny');
}

/** What a patch changes, in words: "Status, E-Mail". Null for creates and archives. */
export function changedFields(
  t: TFunction,
  entry: Pick<OutboxEntryView, 'op' | 'changed'>,
): string | null {
  if (entry.op !== 'patch' || entry.changed.length === 0) return null;
  return [...new Set(entry.changed.map((path) => changedPathLabel(t, path)))].join(', ');
}

/** A changed key path ("fields.email", "payload.gebaeude.luftwechsel") as a label. */
export const changedPathLabel = (t: TFunction, path: string) => pathLabel(t, path.split('.'));

/**
 * The server's refusal, framed in the user's language by its HTTP status; the reason itself is
 * the server's own text and is shown as such.
 */
export function rejectionText(
  t: TFunction,
  rejection: NonNullable<OutboxEntryView['rejection']>,
): string {
  const reason = rejection.message;
  if (rejection.code === 'not_supported') return t('outbox.rejection.notSupported');
  switch (rejection.status) {
    case 400:
    case 422:
      return t('outbox.rejection.invalid', { reason });
    case 404:
      return t('outbox.rejection.missing', { reason });
    case 409:
    case 423:
      return t('outbox.rejection.locked', { reason });
    case 401:
    case 403:
      return t('outbox.rejection.access', { reason, status: rejection.status });
    default:
      return t('outbox.rejection.other', { reason, status: rejection.status });
  }
}

/**
 * Why the server refused, in the user's language, one sentence per field it named ("Titel: zu
 * lang (höchstens 200 Zeichen)."); the server's own text is shown beside it, untranslated.
 */
export function refusalReasons(
  t: TFunction,
  rejection: NonNullable<OutboxEntryView['rejection']>,
  moduleKey?: string | null,
): string[] {
  return refusalSentences(rejection, {
    words: t as unknown as Words,
    fieldLabel: (path) => pathLabel(t, path.split('.'), moduleKey ?? undefined),
    number: numberText,
  });
}

/**
 * The fields a refusal concerns, by the labels the forms use ("Betrifft: Kontakt"), from the
 * paths the server names in its details; null when it names none (or only the whole body).
 */
export function refusedFields(
  t: TFunction,
  rejection: NonNullable<OutboxEntryView['rejection']>,
): string | null {
  if (!Array.isArray(rejection.details)) return null;
  const paths = rejection.details
    .map((issue: unknown) => (issue as { path?: unknown } | null)?.path)
    .filter((path): path is string => typeof path === 'string' && !!path && !path.startsWith('('));
  if (!paths.length) return null;
  const labels = [...new Set(paths.map((path) => changedPathLabel(t, path)))];
  return t('outbox.rejection.fields', { fields: labels.join(', ') });
}
