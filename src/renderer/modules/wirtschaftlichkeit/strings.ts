import type { Shape } from '../../i18n/shape';

/*
 * The economics (annuity method, VDI 2067): every text, German first. Registered as `module.wirtschaftlichkeit` (modules/strings.ts), so
 * a text reads t('module.wirtschaftlichkeit.…'). `fieldLabels` name the payload's keys where the user
 * meets them outside the form (a conflict in the outbox).
 */

const de = {
  title: 'Wirtschaftlichkeit',
  frame: 'Rahmen',
  years: 'Betrachtungszeitraum',
  interest: 'Kalkulationszins',
  startYear: 'Erstes Betriebsjahr',
  maintenanceChange: 'Preisänderung Wartung',
  current: 'Bestehende Heizung',
  planned: 'Geplante Wärmepumpe',
  label: 'Bezeichnung',
  investment: 'Investition',
  fuel: 'Endenergie (Brennstoff)',
  electricity: 'Strombedarf',
  fuelHint: 'vorbelegt aus dem Modul Verbrauch (Mittel der Jahre)',
  electricityHint: 'vorbelegt: Brennstoff × 0,85 (Nutzungsgrad Altanlage) ÷ JAZ',
  price: 'Arbeitspreis',
  priceHint: 'ohne CO₂-Preis',
  priceChange: 'Preisänderung',
  co2Factor: 'CO₂-Faktor',
  co2FactorHint: 'Erdgas 0,2016, Heizöl 0,2664 kg/kWh (EBeV 2030); Strom 0 (kein BEHG)',
  maintenance: 'Wartung und Betrieb',
  grant: 'Förderung',
  grantOverride: 'Zuschuss abweichend eingeben',
  grantFromModule: 'leer: Zuschuss aus dem Förderrechner ({{value}})',
  noGrantModule: 'Der Förderrechner hat noch kein Ergebnis; leer = ohne Zuschuss.',
  co2Path: 'CO₂-Preispfad (BEHG)',
  co2PathSource:
    'Quelle: {{source}}; Stand {{stand}}. Zwischen den Jahren linear, danach konstant.',
  co2PriceIn: 'CO₂-Preis {{year}}',
  tableTitle:
    'Jährliche Kosten nach der Annuitätenmethode (VDI 2067-1), {{years}} Jahre, a = {{a}}',
  costType: 'Kostenart',
  investmentNet: 'Investition abzüglich Förderung',
  grantLine: 'abzüglich {{grant}} ({{source}})',
  grantSources: {
    foerderrechner: 'aus dem Förderrechner',
    manual: 'eingegeben',
    none: 'ohne Förderung',
  },
  rows: {
    capital: 'Kapitalkosten (Annuität)',
    energy: 'Energiekosten',
    co2: 'CO₂-Kosten',
    maintenance: 'Wartung und Betrieb',
  },
  annual: 'Jährliche Gesamtkosten',
  total: 'Summe über {{years}} Jahre (nominal)',
  saving: 'Die Wärmepumpe spart jährlich {{value}}.',
  extra: 'Die Wärmepumpe kostet jährlich {{value}} mehr.',
  breakEven: 'Sie hat sich im Jahr {{year}} amortisiert.',
  noBreakEven: 'Innerhalb von {{years}} Jahren amortisiert sie sich nicht.',
  method:
    'Annuitätenmethode nach VDI 2067 Blatt 1: Kapital (Investition − Förderung) × a, Energie × a × b (preisdynamischer Barwertfaktor), CO₂-Preis Jahr für Jahr abgezinst; ohne Restwert und Ersatzinvestitionen.',
  headline: 'Ersparnis {{value}}/a',
  pv: {
    title: 'Photovoltaik zur Wärmepumpe',
    hint: 'Aus einem PV-Plan des Projekts übernehmen oder eintragen; leer = ohne PV.',
    noPlan:
      'Kein PV-Plan des Projekts hat gespeicherte Ergebnisse; eintragen oder leer lassen (ohne PV).',
    takeAll: 'Alle Werte eines PV-Plans übernehmen',
    investment: 'Investition PV (mit Speicher)',
    saving: 'Ersparnis Eigenverbrauch (Jahresbetrag)',
    feedInRevenue: 'Einspeisevergütung (Jahresbetrag)',
    operatingCosts: 'Betriebskosten PV',
    revenueRow: 'Erlöse PV (Eigenverbrauch, Einspeisung)',
    method:
      'PV: Investition zu den Kapitalkosten, Betriebskosten zu Wartung und Betrieb; Erlöse nach VDI 2067 Blatt 1 abgezogen: Ersparnis × a × b (mit der Strompreisänderung der Wärmepumpe), Einspeisevergütung fest für 20 Jahre (EEG 2023 § 25); aus einem PV-Plan mit dem Leistungsverlust der Module als gleichwertiger Jahresbetrag über 20 Jahre.',
  },
  fieldLabels: {},
};

const en: Shape<typeof de> = {
  title: 'Economic viability',
  frame: 'Frame',
  years: 'Period',
  interest: 'Interest rate',
  startYear: 'First year of operation',
  maintenanceChange: 'Maintenance price change',
  current: 'Current heating',
  planned: 'Planned heat pump',
  label: 'Name',
  investment: 'Investment',
  fuel: 'Final energy (fuel)',
  electricity: 'Electricity demand',
  fuelHint: 'prefilled from the consumption module (mean of the years)',
  electricityHint: 'prefilled: fuel × 0.85 (old system’s efficiency) ÷ SPF',
  price: 'Energy price',
  priceHint: 'without CO₂ price',
  priceChange: 'Price change',
  co2Factor: 'CO₂ factor',
  co2FactorHint:
    'natural gas 0.2016, heating oil 0.2664 kg/kWh (EBeV 2030); electricity 0 (no BEHG)',
  maintenance: 'Maintenance and operation',
  grant: 'Grant',
  grantOverride: 'Enter a different grant',
  grantFromModule: 'empty: grant from the subsidy calculator ({{value}})',
  noGrantModule: 'The subsidy calculator has no result yet; empty = no grant.',
  co2Path: 'CO₂ price path (BEHG)',
  co2PathSource: 'Source: {{source}}; as of {{stand}}. Linear between the years, constant after.',
  co2PriceIn: 'CO₂ price {{year}}',
  tableTitle: 'Annual costs by the annuity method (VDI 2067-1), {{years}} years, a = {{a}}',
  costType: 'Cost type',
  investmentNet: 'Investment less grant',
  grantLine: 'less {{grant}} ({{source}})',
  grantSources: {
    foerderrechner: 'from the subsidy calculator',
    manual: 'entered',
    none: 'no grant',
  },
  rows: {
    capital: 'Capital costs (annuity)',
    energy: 'Energy costs',
    co2: 'CO₂ costs',
    maintenance: 'Maintenance and operation',
  },
  annual: 'Total annual costs',
  total: 'Sum over {{years}} years (nominal)',
  saving: 'The heat pump saves {{value}} a year.',
  extra: 'The heat pump costs {{value}} more a year.',
  breakEven: 'It has paid for itself in {{year}}.',
  noBreakEven: 'It does not pay for itself within {{years}} years.',
  method:
    'Annuity method of VDI 2067 part 1: capital (investment − grant) × a, energy × a × b (price-dynamic cash value factor), CO₂ price discounted year by year; no residual value or replacements.',
  headline: 'Saving {{value}}/a',
  pv: {
    title: 'Photovoltaics with the heat pump',
    hint: 'Take them from one of the project’s PV plans or enter them; empty = no PV.',
    noPlan:
      'No PV plan of the project has saved results; enter the figures or leave empty (no PV).',
    takeAll: 'Take all figures of a PV plan',
    investment: 'PV investment (with battery)',
    saving: 'Saving from self-consumption (annual amount)',
    feedInRevenue: 'Feed-in revenue (annual amount)',
    operatingCosts: 'PV operating costs',
    revenueRow: 'PV revenue (self-consumption, feed-in)',
    method:
      'PV: investment in the capital costs, operating costs in maintenance and operation; revenue subtracted by VDI 2067 part 1: saving × a × b (at the heat pump’s electricity price change), feed-in tariff fixed for 20 years (EEG 2023 § 25); from a PV plan with the modules’ loss of output, as the equivalent annual amount over 20 years.',
  },
  fieldLabels: {},
};

export const economicsStrings = { de, en };
