import type { Shape } from '../shape';

export const projectsDe = {
  title: 'Projekte',
  searchPlaceholder: 'Projekttitel suchen…',
  searchLabel: 'Projekte durchsuchen',
  listLabel: 'Projektliste',
  noMatch: 'Keine Projekte zu „{{query}}“.',
  noneYet: 'Noch keine Projekte auf diesem Gerät.',
  more: 'Die 100 zuletzt geänderten Projekte; die Suche grenzt ein.',
  placeholder: 'Projekt auswählen, um seine Module zu sehen.',
  missing: 'Dieses Projekt gibt es auf diesem Gerät nicht (mehr).',
  meta: 'Version {{version}} · geändert {{date}}',
  modules: 'Module',
  selectModule: 'Modul auswählen.',
  unsaved: 'ungespeichert',
};

export const projectsEn: Shape<typeof projectsDe> = {
  title: 'Projects',
  searchPlaceholder: 'Search project titles…',
  searchLabel: 'Search projects',
  listLabel: 'Project list',
  noMatch: 'No projects match “{{query}}”.',
  noneYet: 'No projects on this device yet.',
  more: 'Showing the 100 most recently changed; search to narrow.',
  placeholder: 'Select a project to see its modules.',
  missing: 'This project is not (or no longer) on this device.',
  meta: 'version {{version}} · updated {{date}}',
  modules: 'Modules',
  selectModule: 'Select a module.',
  unsaved: 'unsaved',
};
