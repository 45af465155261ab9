import type { Shape } from '../shape';

export const pipelineDe = {
  title: 'Pipeline',
  loading: 'Pipeline wird geladen…',
  open_one: '{{count}} offener Vorgang',
  open_other: '{{count}} offene Vorgänge',
  total: 'Summe',
  weighted: 'gewichtet',
  critical_one: '{{count}} überfällig',
  critical_other: '{{count}} überfällig',
  columnWeighted: '{{sum}} gewichtet · {{probability}} %',
  probabilityHint: 'Gewichtet mit {{probability}} % Abschlusswahrscheinlichkeit',
  daysInStage_one: '{{count}} Tag in dieser Phase',
  daysInStage_other: '{{count}} Tage in dieser Phase',
  stale: 'Überfällig: länger als {{days}} Tage in dieser Phase',
  noDeals: 'Keine Vorgänge',
  dealsIn: 'Vorgänge in {{stage}}',
  unknownStage: 'Unbekannte Phase',
  unknownStageHint:
    'Diese Vorgänge stehen in einer Phase, die der Arbeitsbereich nicht mehr führt. Bitte einer Phase zuordnen.',
};

export const pipelineEn: Shape<typeof pipelineDe> = {
  title: 'Pipeline',
  loading: 'Loading the pipeline…',
  open_one: '{{count}} open deal',
  open_other: '{{count}} open deals',
  total: 'total',
  weighted: 'weighted',
  critical_one: '{{count}} stale',
  critical_other: '{{count}} stale',
  columnWeighted: '{{sum}} weighted · {{probability}} %',
  probabilityHint: 'Weighted with {{probability}} % win probability',
  daysInStage_one: '{{count}} day in this stage',
  daysInStage_other: '{{count}} days in this stage',
  stale: 'Stale: over {{days}} days in this stage',
  noDeals: 'No deals',
  dealsIn: 'Deals in {{stage}}',
  unknownStage: 'Unknown stage',
  unknownStageHint:
    'These deals are in a stage the workspace no longer has. Please move them to a stage.',
};
