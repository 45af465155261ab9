import type { Contact } from '../shared/api';

const euro = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' });

export const formatEuro = (value: number | null) => (value === null ? '–' : euro.format(value));
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '–');
export const formatDate = (iso: string | null) => (iso ? date.format(new Date(iso)) : '–');

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The name a person would use: first + last name, else company, else e-mail, else the id. */
export function contactName(contact: Pick<Contact, 'fields' | 'id'>): string {
  const f = contact.fields;
  const person = [text(f.firstName), text(f.lastName)].filter(Boolean).join(' ');
  return person || text(f.company) || text(f.name) || text(f.email) || contact.id;
}

export const isLocal = (id: string) => id.startsWith('local:');
