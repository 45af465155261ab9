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
