import { z } from 'zod';
import type { Contact, ContactPatch } from '../../../shared/api';
import { message } from '../../ui/use-create-form';

/*
 * Editing a contact: status, assignedTo and the free-form fields. The known fields have labels
 * and checks; any other key is kept and editable as text. What goes into the queued edit is ONLY
 * what the user changed (`contactPatch`): an unchanged field is never sent, so it can't carry a
 * stale value over a newer one from elsewhere; a field emptied is sent as null (removed).
 */

/** The known fields, in the order the form shows them. */
export const knownContactFields = ['firstName', 'lastName', 'company', 'email', 'phone'] as const;

export type ContactEditValues = {
  status: string;
  assignedTo: string;
  /** Every field as text (values that are not text shown as JSON), known and other keys. */
  fields: Record<string, string>;
};

/** Field values as text: strings as they are, numbers/booleans/objects as JSON. */
export function fieldAsText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function contactEditValues(
  contact: Pick<Contact, 'status' | 'assignedTo' | 'fields'>,
): ContactEditValues {
  const fields: Record<string, string> = {};
  for (const key of knownContactFields) fields[key] = '';
  for (const [key, value] of Object.entries(contact.fields)) fields[key] = fieldAsText(value);
  return { status: contact.status, assignedTo: contact.assignedTo ?? '', fields };
}

/** A text typed into a field whose value was not text: back to that type when it reads as one. */
function fieldValue(text: string, before: unknown): unknown {
  if (typeof before === 'string' || before === undefined || before === null) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Only what changed between the contact and the edited values; {} when nothing did. */
export function contactPatch(
  contact: Pick<Contact, 'status' | 'assignedTo' | 'fields'>,
  edited: ContactEditValues,
): ContactPatch {
  const patch: ContactPatch = {};
  if (edited.status !== contact.status) patch.status = edited.status as ContactPatch['status'];
  const assignedTo = edited.assignedTo.trim() || null;
  if (assignedTo !== (contact.assignedTo ?? null)) patch.assignedTo = assignedTo;
  const fields: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(edited.fields)) {
    const text = raw.trim();
    const before = contact.fields[key];
    if (text === fieldAsText(before).trim()) continue;
    fields[key] = text === '' ? null : fieldValue(text, before);
  }
  // A key the user removed from the form entirely is cleared too.
  for (const key of Object.keys(contact.fields)) if (!(key in edited.fields)) fields[key] = null;
  if (Object.keys(fields).length) patch.fields = fields;
  return patch;
}

/** The known fields' formats, shared with the new-contact form. */
export const email = z
  .string()
  .trim()
  .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, message('email'));
export const phone = z
  .string()
  .trim()
  .regex(/^$|^\+?[\d\s/()-]{5,}$/, message('phone'));

/** The checks of the edit form: the known fields' formats; a name or a company stays. */
export const contactEditSchema = z.object({
  status: z.string(),
  assignedTo: z.string().trim().max(200),
  fields: z.record(z.string(), z.string().max(2000)).superRefine((fields, ctx) => {
    for (const [key, schema] of [
      ['email', email],
      ['phone', phone],
    ] as const) {
      const result = schema.safeParse(fields[key] ?? '');
      if (!result.success)
        ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0]!.message });
    }
    // A write that does not touch the fields (status only) needs no name.
    if (Object.keys(fields).length && !fields.lastName?.trim() && !fields.company?.trim())
      ctx.addIssue({ code: 'custom', path: ['lastName'], message: message('requiredOrCompany') });
  }),
});

/** A new key for a field of its own: letters, digits, _ and -, not a known one twice. */
export function newFieldKeyError(key: string, existing: Record<string, string>): string | null {
  if (!/^[\p{L}\d_-]{1,60}$/u.test(key)) return message('fieldKey');
  if (key in existing) return message('fieldKeyTaken');
  return null;
}
