import type { Shape } from '../../i18n/shape';

/*
 * The BEG grant calculator: every text, German first. Registered as `module.foerderrechner` (modules/strings.ts), so
 * a text reads t('module.foerderrechner.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Förderrechner',
  stand: 'Förderregeln Stand {{stand}} ({{source}}).',
  heating: 'Heizungstausch (BEG EM, KfW 458)',
  housingUnits: 'Wohneinheiten',
  heatingCosts: 'Förderfähige Kosten (brutto)',
  heatingCostsHint: 'Wärmepumpe mit Einbau und Umfeldmaßnahmen',
  selfOccupied: 'Die Eigentümerin/der Eigentümer wohnt selbst im Gebäude',
  baseRate: 'Grundförderung 30 % für alle Wohneinheiten.',
  efficiencyBonus: 'Effizienzbonus +5 %',
  efficiencyBonusCondition:
    'Wärmepumpe mit Wasser, Erdreich oder Abwasser als Wärmequelle oder mit natürlichem Kältemittel; gilt für alle Wohneinheiten.',
  climateSpeedBonus: 'Klimageschwindigkeitsbonus +20 %',
  climateSpeedBonusCondition:
    'Ersatz einer funktionstüchtigen Öl-, Kohle-, Gasetagen- oder Nachtspeicherheizung oder einer mindestens 20 Jahre alten Gas- oder Biomasseheizung; nur für die selbst bewohnte Wohneinheit.',
  incomeBonus: 'Einkommensbonus +30 %',
  incomeBonusCondition:
    'Zu versteuerndes Haushaltseinkommen bis 40.000 € (Mittel des 2. und 3. Jahres vor Antrag); nur für die selbst bewohnte Wohneinheit.',
  ownerOnly:
    'Klimageschwindigkeits- und Einkommensbonus gibt es nur für selbst bewohntes Eigentum.',
  capRule:
    'Förderfähige Kosten höchstens 30.000 € für die erste Wohneinheit, je 15.000 € für die 2. bis 6., je 8.000 € ab der 7.; Fördersatz je Wohneinheit höchstens 70 %.',
  efficiencyFromHeatPumpYes:
    'Laut Modul Wärmepumpe (Wärmequelle oder natürliches Kältemittel) steht der Effizienzbonus zu.',
  efficiencyFromHeatPumpNo:
    'Laut Modul Wärmepumpe (Luft, kein natürliches Kältemittel) steht der Effizienzbonus nicht zu.',
  envelope: 'Gebäudehülle (BEG EM, BAFA)',
  envelopeRule:
    '15 % Zuschuss, +5 % mit individuellem Sanierungsfahrplan (iSFP); förderfähige Kosten höchstens 30.000 € je Wohneinheit und Jahr, mit iSFP 60.000 € (Stand {{stand}}, {{source}}).',
  measureName: 'Maßnahme',
  costs: 'Kosten',
  addMeasure: 'Maßnahme an der Gebäudehülle hinzufügen',
  withIsfp: 'Die Maßnahmen sind Teil eines individuellen Sanierungsfahrplans (iSFP)',
  tableTitle: 'Förderfähige Kosten und Zuschuss (Stand {{stand}})',
  measure: 'Maßnahme',
  cap: 'Höchstgrenze',
  eligible: 'Förderfähig',
  rate: 'Fördersatz',
  grant: 'Zuschuss',
  heatingRow: 'Heizungstausch',
  envelopeRow: 'Gebäudehülle',
  total: 'Summe',
  spfCondition: 'Bedingung Jahresarbeitszahl ≥ 3,0 (Modul JAZ):',
  headline: 'Zuschuss {{value}}',
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Subsidy calculator',
  stand: 'Subsidy rules as of {{stand}} ({{source}}).',
  heating: 'Heating replacement (BEG EM, KfW 458)',
  housingUnits: 'Housing units',
  heatingCosts: 'Eligible costs (gross)',
  heatingCostsHint: 'heat pump with installation and related measures',
  selfOccupied: 'The owner lives in the building',
  baseRate: 'Base rate 30 % for all housing units.',
  efficiencyBonus: 'Efficiency bonus +5 %',
  efficiencyBonusCondition:
    'Heat pump with water, ground or wastewater as source or with a natural refrigerant; applies to all housing units.',
  climateSpeedBonus: 'Climate speed bonus +20 %',
  climateSpeedBonusCondition:
    'Replaces a working oil, coal, gas-floor or night-storage heater, or a gas or biomass heater at least 20 years old; only for the owner’s unit.',
  incomeBonus: 'Income bonus +30 %',
  incomeBonusCondition:
    'Taxable household income up to €40,000 (mean of the 2nd and 3rd year before application); only for the owner’s unit.',
  ownerOnly: 'The climate speed and income bonuses apply to owner-occupied property only.',
  capRule:
    'Eligible costs at most €30,000 for the first unit, €15,000 each for units 2 to 6, €8,000 each from unit 7; rate per unit at most 70 %.',
  efficiencyFromHeatPumpYes:
    'According to the heat pump module (source or natural refrigerant) the efficiency bonus applies.',
  efficiencyFromHeatPumpNo:
    'According to the heat pump module (air, no natural refrigerant) the efficiency bonus does not apply.',
  envelope: 'Building envelope (BEG EM, BAFA)',
  envelopeRule:
    '15 % grant, +5 % with an individual renovation roadmap (iSFP); eligible costs at most €30,000 per unit and year, €60,000 with an iSFP (as of {{stand}}, {{source}}).',
  measureName: 'Measure',
  costs: 'Costs',
  addMeasure: 'Add envelope measure',
  withIsfp: 'The measures are part of an individual renovation roadmap (iSFP)',
  tableTitle: 'Eligible costs and grant (as of {{stand}})',
  measure: 'Measure',
  cap: 'Cap',
  eligible: 'Eligible',
  rate: 'Rate',
  grant: 'Grant',
  heatingRow: 'Heating replacement',
  envelopeRow: 'Building envelope',
  total: 'Total',
  spfCondition: 'Condition SPF ≥ 3.0 (JAZ module):',
  headline: 'Grant {{value}}',
  fieldLabels: {},
};

export const grantStrings = { de, en };
