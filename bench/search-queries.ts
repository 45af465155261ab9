/**
 * What a consultant types into the contact search on the bench's generated workspace
 * ("Vorname123 Nachname123", "Musterstraße 17", towns): several words in either order, prefixes,
 * a name with a town or street, a postal code, phone and e-mail fragments.
 */
export const generatedPhrases = [
  'Vorname1234 Nachname1234',
  'Nachname4321 Vorname4321',
  'vorn nach',
  'Vorname77 Hannover',
  'nachname5 musterstr',
  'Musterstraße 17 Leipzig',
  '90402',
  'nürnberg vorname3',
  '030 100',
  'kontakt42@example',
];

/**
 * What a consultant types into the project list's search on the generated workspace ("Projekt
 * 123", its building "Gebäude 123" at "Musterstraße 17" in Hannover/Leipzig/Nürnberg/Bremen/
 * Dortmund, its contact "Vorname123 Nachname123"): title, address, town and contact, umlauts
 * and ß spelled out or left off, words in any order.
 */
export const projectPhrases = [
  'Projekt 1234',
  'nurnberg musterstrasse 17',
  'Musterstrasse 4 Leipzig',
  'Vorname77 projekt',
  'energieausweis bremen',
  'gebaude 321 dortmund',
  'Nachname4321',
  'heat hannover musterstr 12',
];

/** The same for the pipeline's search ("Vorgang 123" of contact "Vorname123 Nachname123"). */
export const dealPhrases = [
  'Vorgang 1234',
  'vorgang nachname4321',
  'Nachname77 Vorname77',
  'vorg 12',
  'vorname5 vorgang',
  'Vorgang 40000',
];
