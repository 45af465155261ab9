import type { Shape } from '../shape';

export const globalSearchDe = {
  open: 'Suchen',
  shortcut: 'Strg+K',
  title: 'Alles durchsuchen',
  label: 'Kontakte, Gebäude, Vorgänge und Projekte durchsuchen',
  placeholder: 'Name, Adresse, Ort, Titel…',
  hint: 'Pfeiltasten wählen aus, Enter öffnet, Esc schließt.',
  results: 'Suchergebnisse',
  groups: {
    contacts: 'Kontakte',
    buildings: 'Gebäude',
    deals: 'Vorgänge',
    projects: 'Projekte',
  },
  nothing: 'Nichts gefunden für „{{text}}“. Jedes Wort zählt als Wortanfang, z. B. „Merzh Freib“.',
  failed: 'Die Suche hat nicht geantwortet: {{reason}}',
  count_one: '{{count}} Treffer',
  count_other: '{{count}} Treffer',
};

export const globalSearchEn: Shape<typeof globalSearchDe> = {
  open: 'Search',
  shortcut: 'Ctrl+K',
  title: 'Search everything',
  label: 'Search contacts, buildings, deals and projects',
  placeholder: 'Name, address, town, title…',
  hint: 'Arrow keys choose, Enter opens, Esc closes.',
  results: 'Search results',
  groups: {
    contacts: 'Contacts',
    buildings: 'Buildings',
    deals: 'Deals',
    projects: 'Projects',
  },
  nothing:
    'Nothing found for “{{text}}”. Each word counts as the start of a word, e.g. “Merzh Freib”.',
  failed: 'The search did not answer: {{reason}}',
  count_one: '{{count}} result',
  count_other: '{{count}} results',
};
