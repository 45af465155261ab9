import type { TFunction } from 'i18next';
import type { GlobalSearchResult } from '../../../shared/ipc/contract';
import type { Route } from '../../app/routes';
import { contactName } from '../contacts/contact-name';

/*
 * The global search's answer as the dialog lists it: one group per kind, in a fixed order
 * (Kontakte, Gebäude, Vorgänge, Projekte), each result with its title, a line that tells similar
 * ones apart (address, e-mail, project type) and where it opens.
 */

export const resultKinds = ['contacts', 'buildings', 'deals', 'projects'] as const;
export type ResultKind = (typeof resultKinds)[number];

export interface SearchOption {
  /** Unique in the list: the kind and the record's id (the option's element id). */
  key: string;
  route: Route;
  title: string;
  detail: string | null;
}

export interface ResultGroup {
  kind: ResultKind;
  options: SearchOption[];
}

/** "Merzhauser Straße 49, 79100 Freiburg", leaving out what is not known. */
function address(a: { street: string | null; postalCode: string | null; city: string | null }) {
  const town = [a.postalCode, a.city].filter(Boolean).join(' ');
  return [a.street, town].filter(Boolean).join(', ') || null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function resultGroups(t: TFunction, found: GlobalSearchResult): ResultGroup[] {
  const groups: ResultGroup[] = [
    {
      kind: 'contacts',
      options: found.contacts.map((c) => ({
        key: `contacts:${c.id}`,
        route: { screen: 'contacts', id: c.id },
        title: contactName(c),
        detail: text(c.fields.email) ?? text(c.fields.phone),
      })),
    },
    {
      kind: 'buildings',
      options: found.buildings.map((b) => ({
        key: `buildings:${b.id}`,
        route: { screen: 'buildings', id: b.id },
        title: b.name,
        detail: address(b),
      })),
    },
    {
      kind: 'deals',
      options: found.deals.map((d) => ({
        key: `deals:${d.id}`,
        route: { screen: 'deals', id: d.id },
        title: d.title,
        detail: address(d),
      })),
    },
    {
      kind: 'projects',
      options: found.projects.map((p) => ({
        key: `projects:${p.id}`,
        route: { screen: 'projects', id: p.id },
        title: p.title,
        detail: t(`enums.projectType.${p.type}`, { defaultValue: p.type }),
      })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}
