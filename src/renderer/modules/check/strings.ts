import type { Shape } from '../../i18n/shape';

/*
 * The checklist: every text, German first. Registered as `module.check` (modules/strings.ts), so
 * a text reads t('module.check.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Checkliste',
  progress: '{{done}} von {{total}} erledigt',
  progressLabel: 'Fortschritt der Checkliste',
  template: 'Vorlage hinzufügen',
  templatePick: 'Vorlage wählen …',
  templates: {
    'heat-planning': 'Heizungsplanung',
    energieausweis: 'Energieausweis',
    none: 'Keine',
  },
  empty: 'Noch keine Punkte. Eine Vorlage hinzufügen oder eigene Punkte anlegen.',
  itemN: 'Punkt {{n}}',
  textOf: 'Text, Punkt {{n}}',
  noteOf: 'Notiz, Punkt {{n}}',
  removeItem: 'Punkt {{n}} entfernen',
  addItem: 'Punkt hinzufügen',
  headline: 'Checkliste {{done}}/{{total}}',
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Checklist',
  progress: '{{done}} of {{total}} done',
  progressLabel: 'Checklist progress',
  template: 'Add a template',
  templatePick: 'Choose a template …',
  templates: {
    'heat-planning': 'Heat planning',
    energieausweis: 'Energy certificate',
    none: 'None',
  },
  empty: 'No items yet. Add a template or your own items.',
  itemN: 'Item {{n}}',
  textOf: 'Text, item {{n}}',
  noteOf: 'Note, item {{n}}',
  removeItem: 'Remove item {{n}}',
  addItem: 'Add item',
  headline: 'Checklist {{done}}/{{total}}',
  fieldLabels: {},
};

export const checkStrings = { de, en };
