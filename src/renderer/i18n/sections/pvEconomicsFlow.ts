import type { Shape } from '../shape';

/* A PV plan's saved results offered to the project's economics: how the source is named. */
export const pvEconomicsFlowDe = {
  source: 'PV-Plan „{{name}}“',
  reportEquivalents: 'Ersparnis und Vergütung als Jahresbeträge über 20 Jahre mit Leistungsverlust',
  equivalents:
    'PV-Plan „{{name}}“: Ersparnis {{saving}}/a und Einspeisevergütung {{feedIn}}/a sind gleichwertige Jahresbeträge über {{years}} Jahre, mit {{degradation}} Leistungsverlust der Module je Jahr (ergeben dieselbe Summe wie die jährlich sinkenden Beträge des PV-Plans; im 1. Jahr {{firstSaving}} und {{firstFeedIn}}).',
};

export const pvEconomicsFlowEn: Shape<typeof pvEconomicsFlowDe> = {
  source: 'PV plan “{{name}}”',
  reportEquivalents: 'saving and revenue as annual amounts over 20 years with degradation',
  equivalents:
    'PV plan “{{name}}”: saving {{saving}}/a and feed-in revenue {{feedIn}}/a are equivalent annual amounts over {{years}} years, with the modules losing {{degradation}} of their output a year (the same total as the PV plan’s falling yearly amounts; in year 1 {{firstSaving}} and {{firstFeedIn}}).',
};
