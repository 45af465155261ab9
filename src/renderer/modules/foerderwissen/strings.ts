import type { Shape } from '../../i18n/shape';

/*
 * The subsidy knowledge cards: every text, German first. Registered as `module.foerderwissen` (modules/strings.ts), so
 * a text reads t('module.foerderwissen.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Förderwissen',
  stand:
    'Fördersteckbriefe, Stand {{stand}}. Offline verfügbar; vor der Antragstellung die aktuellen Merkblätter prüfen.',
  filter: 'Maßnahmen des Projekts',
  followsProject: 'Aus dem Projekt ermittelt: {{measures}}.',
  ownChoice: 'Eigene Auswahl.',
  reset: 'Wieder aus dem Projekt ermitteln',
  showAll: 'Alle Programme zeigen',
  measures: {
    heating: 'Heizungstausch',
    envelope: 'Gebäudehülle',
    isfp: 'Energieberatung (iSFP)',
    loan: 'Ergänzungskredit',
    tax: 'Steuerliche Förderung',
  },
  what: 'Was wird gefördert?',
  who: 'Wer kann beantragen?',
  rates: 'Fördersätze',
  conditions: 'Bedingungen',
  procedure: 'Ablauf',
  source: 'Quelle: {{source}} · Stand {{stand}}',
  headline_one: '{{count}} Steckbrief',
  headline_other: '{{count}} Steckbriefe',
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Subsidy knowledge',
  stand:
    'Programme cards as of {{stand}}. Available offline; check the current leaflets before applying.',
  filter: 'Measures of the project',
  followsProject: 'From the project: {{measures}}.',
  ownChoice: 'Own choice.',
  reset: 'Derive from the project again',
  showAll: 'Show all programmes',
  measures: {
    heating: 'Heating replacement',
    envelope: 'Building envelope',
    isfp: 'Energy advice (iSFP)',
    loan: 'Supplementary loan',
    tax: 'Tax relief',
  },
  what: 'What is funded?',
  who: 'Who can apply?',
  rates: 'Rates',
  conditions: 'Conditions',
  procedure: 'Procedure',
  source: 'Source: {{source}} · as of {{stand}}',
  headline_one: '{{count}} card',
  headline_other: '{{count}} cards',
  fieldLabels: {},
};

export const knowledgeStrings = { de, en };
