import type { Shape } from '../shape';

/*
 * The heat pump's check of the heat load against the existing heat generator's rated output
 * (its type plate, taken from the site survey or typed).
 */
export const existingGeneratorDe = {
  output: 'Nennleistung des bestehenden Wärmeerzeugers',
  outputHint: 'Vom Typenschild; nur zur Prüfung der Heizlast, nicht zur Auslegung.',
  /** The heat load below (or at) the old generator's output: usual, and why it is no size. */
  below:
    'Die Heizlast von {{heatLoad}} kW ist {{percent}} % der Nennleistung des bestehenden Wärmeerzeugers ({{output}} kW). Bestehende Kessel sind meist größer als nötig: Die Wärmepumpe wird nach der Heizlast ausgelegt, nicht nach dem Kessel.',
  /** The heat load above what the old generator can give: an input to check. */
  above:
    'Die Heizlast von {{heatLoad}} kW ist größer als die Nennleistung des bestehenden Wärmeerzeugers ({{output}} kW), der das Haus bisher warm gehalten hat. Heizlast und Nennleistung prüfen – oder hat ein weiterer Ofen mitgeheizt?',
  /** Beside the consumption analysis's efficiency: which generator it is assumed for. */
  efficiencyFor: 'Bestehender Wärmeerzeuger laut Gebäudeaufnahme: {{generator}}, Baujahr {{year}}.',
  efficiencyForNoYear: 'Bestehender Wärmeerzeuger laut Gebäudeaufnahme: {{generator}}.',
  /** The project information's field, named where its value is offered. */
  projectInfoOutput: 'Nennleistung der bestehenden Heizung',
  /** Taken from the project information while the survey's type plate says otherwise. */
  surveySays: 'Die Gebäudeaufnahme nennt {{output}} kW ({{provenance}}).',
  takeSurvey: 'Wert der Gebäudeaufnahme übernehmen',
  /** Where a taken rated output came from, after the figure in the report. */
  reportSurvey: 'Gebäudeaufnahme, {{provenance}}',
};

export const existingGeneratorEn: Shape<typeof existingGeneratorDe> = {
  output: 'Rated output of the existing heat generator',
  outputHint: 'From the type plate; only to check the heat load, not to size the heat pump.',
  below:
    'The heat load of {{heatLoad}} kW is {{percent}} % of the existing heat generator’s rated output ({{output}} kW). Existing boilers are mostly larger than needed: the heat pump is sized on the heat load, not on the boiler.',
  above:
    'The heat load of {{heatLoad}} kW is larger than the rated output of the existing heat generator ({{output}} kW), which has kept the house warm so far. Check the heat load and the rated output – or did a stove heat as well?',
  efficiencyFor: 'Existing heat generator per the site survey: {{generator}}, built {{year}}.',
  efficiencyForNoYear: 'Existing heat generator per the site survey: {{generator}}.',
  projectInfoOutput: 'Rated output of the existing heating',
  surveySays: 'The site survey gives {{output}} kW ({{provenance}}).',
  takeSurvey: 'Take the site survey’s value',
  reportSurvey: 'site survey, {{provenance}}',
};
