import type { Contact } from '../../shared/api';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The name a person would use: first + last name, else company, else e-mail, else the id. */
export function contactName(contact: Pick<Contact, 'fields' | 'id'>): string {
  return fieldsName(contact.fields) ?? contact.id;
}

/** The same from a contact's fields alone (a create body in the outbox); null if none. */
export function fieldsName(fields: Record<string, unknown>): string | null {
  const person = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ');
  return person || text(fields.company) || text(fields.name) || text(fields.email);
}
