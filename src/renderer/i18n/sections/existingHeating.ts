import type { Shape } from '../shape';

/*
 * The heating to be replaced, as the grant calculator reads it from the survey or the project
 * information, and what it means for the climate speed bonus (BEG EM 2023).
 */
export const existingHeatingDe = {
  kinds: {
    oil: 'Ölheizung',
    coal: 'Kohleheizung',
    'gas-storey': 'Gasetagenheizung',
    'night-storage': 'Nachtspeicherheizung',
    gas: 'Gasheizung',
    biomass: 'Biomasseheizung',
    other: 'keine Öl-, Gas-, Kohle-, Biomasse- oder Nachtspeicherheizung',
  },
  fromSurvey: 'laut Gebäudeaufnahme ({{provenance}})',
  fromProjectInfo: 'laut Projektinformationen',
  heating: 'Bestehende Heizung {{source}}: {{kind}}.',
  heatingYear: 'Bestehende Heizung {{source}}: {{kind}}, Baujahr {{year}} ({{age}} Jahre).',
  otherSays: 'Die Projektinformationen nennen: {{kind}}.',
  otherSaysYear: 'Die Projektinformationen nennen: {{kind}}, Baujahr {{year}}.',
  verdict: {
    fossilAnyAge: 'Der Klimageschwindigkeitsbonus steht zu, wenn sie noch funktioniert.',
    oldEnough: 'Der Klimageschwindigkeitsbonus steht zu, wenn sie noch funktioniert.',
    tooYoung:
      'Gas- und Biomasseheizungen erst ab 20 Jahren: kein Klimageschwindigkeitsbonus (eine Gasetagenheizung in jedem Alter).',
    notReplaced: 'Für ihren Ersatz gibt es keinen Klimageschwindigkeitsbonus.',
    yearMissing:
      'Bei Gas- und Biomasseheizungen entscheidet das Alter (ab 20 Jahren): Baujahr der Heizung angeben.',
    monthDecides:
      'Genau 20 Jahre: ob der Bonus zusteht, entscheidet der Monat der Inbetriebnahme (Typenschild, Schornsteinfegerprotokoll).',
  },
  tick: 'Klimageschwindigkeitsbonus ankreuzen',
  untick: 'Haken beim Klimageschwindigkeitsbonus entfernen',
  /** The economics: the fuel the CO₂ price is charged on. */
  fuels: { 'natural-gas': 'Erdgas', 'heating-oil': 'Heizöl' },
  currentFuel:
    'Energieträger der bestehenden Heizung {{source}}: {{fuel}}, CO₂-Faktor {{factor}} kg/kWh (EBeV 2030).',
  /** The fuel's GEG factors beside the BEHG one, for the consultant who reports them. */
  otherFactors:
    'Primärenergiefaktor {{primary}} (GEG Anlage 4), Emissionsfaktor {{emission}} kg CO₂-Äquivalent/kWh (GEG Anlage 9).',
  takeFactor: 'CO₂-Faktor für {{fuel}} übernehmen',
};

export const existingHeatingEn: Shape<typeof existingHeatingDe> = {
  kinds: {
    oil: 'oil heating',
    coal: 'coal heating',
    'gas-storey': 'gas storey heating',
    'night-storage': 'night storage heating',
    gas: 'gas heating',
    biomass: 'biomass heating',
    other: 'no oil, gas, coal, biomass or night storage heating',
  },
  fromSurvey: 'per the site survey ({{provenance}})',
  fromProjectInfo: 'per the project information',
  heating: 'Existing heating {{source}}: {{kind}}.',
  heatingYear: 'Existing heating {{source}}: {{kind}}, built {{year}} ({{age}} years).',
  otherSays: 'The project information says: {{kind}}.',
  otherSaysYear: 'The project information says: {{kind}}, built {{year}}.',
  verdict: {
    fossilAnyAge: 'The climate speed bonus applies if it still works.',
    oldEnough: 'The climate speed bonus applies if it still works.',
    tooYoung:
      'Gas and biomass heating only from 20 years on: no climate speed bonus (a gas storey heating at any age).',
    notReplaced: 'Replacing it earns no climate speed bonus.',
    yearMissing:
      'For gas and biomass heating the age decides (from 20 years): enter the year of the heating.',
    monthDecides:
      'Exactly 20 years: the month it was put into operation decides (type plate, chimney sweep’s report).',
  },
  tick: 'Tick the climate speed bonus',
  untick: 'Untick the climate speed bonus',
  fuels: { 'natural-gas': 'natural gas', 'heating-oil': 'heating oil' },
  currentFuel:
    'Fuel of the existing heating {{source}}: {{fuel}}, CO₂ factor {{factor}} kg/kWh (EBeV 2030).',
  otherFactors:
    'Primary energy factor {{primary}} (GEG Annex 4), emission factor {{emission}} kg CO₂ equivalent/kWh (GEG Annex 9).',
  takeFactor: 'Take the CO₂ factor for {{fuel}}',
};
