import type { Shape } from '../../i18n/shape';

/*
 * The project information form: every text, German first. Registered as `module.project-information` (modules/strings.ts), so
 * a text reads t('module.project-information.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Projektinformationen',
  customer: 'Kunde',
  fromContact: 'Aus dem Kontakt übernehmen',
  name: 'Name',
  street: 'Straße',
  postalCode: 'PLZ',
  city: 'Ort',
  phone: 'Telefon',
  email: 'E-Mail',
  client: 'Auftraggeber',
  clientHint: 'z. B. Eigentümer, Mieter, Verwalter',
  building: 'Gebäude',
  fromBuilding: 'Aus dem Gebäude übernehmen',
  buildingName: 'Bezeichnung',
  buildingType: 'Gebäudetyp',
  buildingYear: 'Baujahr',
  livingArea: 'Wohnfläche',
  visit: 'Ortstermin',
  consultant: 'Energieberater/in',
  visitDate: 'Datum des Ortstermins',
  occasion: 'Anlass',
  occupants: 'Personen im Haushalt',
  persons: 'Pers.',
  heating: 'Bestehende Heizung',
  fuel: 'Energieträger',
  heatingYear: 'Baujahr der Heizung',
  heatingPower: 'Nennleistung',
  notes: 'Notizen',
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Project information',
  customer: 'Customer',
  fromContact: 'Take from the contact',
  name: 'Name',
  street: 'Street',
  postalCode: 'Postcode',
  city: 'City',
  phone: 'Phone',
  email: 'E-mail',
  client: 'Client',
  clientHint: 'e.g. owner, tenant, property manager',
  building: 'Building',
  fromBuilding: 'Take from the building',
  buildingName: 'Name',
  buildingType: 'Building type',
  buildingYear: 'Year of construction',
  livingArea: 'Living area',
  visit: 'Site visit',
  consultant: 'Energy consultant',
  visitDate: 'Date of the site visit',
  occasion: 'Occasion',
  occupants: 'Persons in the household',
  persons: 'pers.',
  heating: 'Existing heating',
  fuel: 'Fuel',
  heatingYear: 'Year of the heating',
  heatingPower: 'Rated output',
  notes: 'Notes',
  fieldLabels: {},
};

export const projectInfoStrings = { de, en };
