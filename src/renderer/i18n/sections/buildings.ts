import type { Shape } from '../shape';

export const buildingsDe = {
  title: 'Gebäude',
  missing: 'Dieses Gebäude gibt es auf diesem Gerät nicht (mehr).',
  owner: 'Eigentümer/Kontakt',
  createdAt: 'Angelegt',
  noUpdate:
    'Gebäudedaten können nach dem Anlegen nicht geändert werden: Die Schnittstelle des Arbeitsbereichs kennt keine Änderung von Gebäuden. Bei Fehlern bitte das Backoffice informieren.',
  projects: 'Projekte ({{count}})',
  noProjects: 'Für dieses Gebäude gibt es noch kein Projekt.',
  field: {
    name: 'Bezeichnung',
    street: 'Straße und Hausnummer',
    postalCode: 'PLZ',
    city: 'Ort',
    countryCode: 'Land (Kürzel, z. B. DE)',
    buildingType: 'Gebäudeart',
    buildingYear: 'Baujahr',
    livingArea: 'Wohnfläche (m²)',
    notes: 'Notizen',
  },
};

export const buildingsEn: Shape<typeof buildingsDe> = {
  title: 'Building',
  missing: 'This building is not (or no longer) on this device.',
  owner: 'Owner/contact',
  createdAt: 'Created',
  noUpdate:
    'Building data cannot be changed after creation: the workspace interface has no update of buildings. Please tell the back office about mistakes.',
  projects: 'Projects ({{count}})',
  noProjects: 'No project for this building yet.',
  field: {
    name: 'Name',
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    countryCode: 'Country (code, e.g. DE)',
    buildingType: 'Building type',
    buildingYear: 'Year built',
    livingArea: 'Living area (m²)',
    notes: 'Notes',
  },
};
