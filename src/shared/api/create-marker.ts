/**
 * The mark this app puts into a contact it creates: a key of the contact's free-form `fields`
 * holding the create's Idempotency-Key. When a create's answer is lost on a server that ignores
 * the key, the record this device made is recognised by it, and only by it: a record with the
 * same name that someone else made is never taken for ours (docs/architecture.md, "No
 * duplicates"). It is bookkeeping, not data: the local copy never holds it, so no screen, search
 * or export shows it; it stays on the server, where the back office sees it as one more field.
 */
export const createMarkerKey = 'ortsterminAnlageKennung';

/** A contact as the app keeps it: its `fields` without the create mark. */
export function withoutCreateMarker<T>(record: T): T {
  const fields = (record as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object' || !Object.hasOwn(fields, createMarkerKey))
    return record;
  const { [createMarkerKey]: _mark, ...rest } = fields as Record<string, unknown>;
  return { ...record, fields: rest };
}

/** The mark a contact on the server carries, if any. */
export const createMarkerOf = (record: unknown): unknown =>
  (record as { fields?: Record<string, unknown> } | null)?.fields?.[createMarkerKey];
