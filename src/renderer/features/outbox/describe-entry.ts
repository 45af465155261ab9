import type { TFunction } from 'i18next';
import type { OutboxEntryView } from '../../../shared/ipc/contract';
import { de } from '../../i18n/de';
import { fieldLabel } from '../../i18n/labels';
import { fieldsName } from '../contacts/contact-name';

/*
 * An outbox entry in words: "Kontakt anlegen: Florian Wolf", "Modul ändern: Wärmepumpe in
 * „Heizungsplanung Wolf“" instead of `patch modules prj_… / waermepumpe`. The name comes from
 * the body where the write carries it, else from the record as this device knows it (`known`).
 */

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

export function describeEntry(
  t: TFunction,
  entry: Pick<OutboxEntryView, 'resource' | 'op' | 'body' | 'recordId'>,
  known: string | null,
): string {
  const name = nameInBody(entry) ?? known ?? entry.recordId;
  const ops = de.outbox.op as Record<string, unknown>;
  return Object.hasOwn(ops, entry.resource) && entry.resource !== 'unknown'
    ? t(`outbox.op.${entry.resource}.${entry.op}`, { name })
    : t('outbox.op.unknown', { op: entry.op, resource: entry.resource, name });
}

/** What a patch changes, in words: "Status, E-Mail". Null for creates and archives. */
export function changedFields(
  t: TFunction,
  entry: Pick<OutboxEntryView, 'op' | 'changed'>,
): string | null {
  if (entry.op !== 'patch' || entry.changed.length === 0) return null;
  return [...new Set(entry.changed.map((path) => pathLabel(t, path)))].join(', ');
}

/** A conflict's field path ("fields.email", "payload.heizlastW") as a label. */
export const pathLabel = (t: TFunction, path: string) =>
  fieldLabel(t, path.split('.').pop() ?? path);

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
