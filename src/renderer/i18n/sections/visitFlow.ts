import type { Shape } from '../shape';

/*
 * Where the site visit's values are used further on: the heating's fuel in the consumption
 * analysis, the surveyed U-value beside a computed one, the choice of a source in a narrow table
 * cell, and a PV plan's payback on the report's first page.
 */
export const visitFlowDe = {
  /** The fuel choice of the consumption analysis, offered from the survey's heating. */
  fuel: {
    /** The choice offered, as the consumption analysis names it ("Erdgas in m³"). */
    take: 'Aus der Gebäudeaufnahme übernehmen: {{fuel}}',
    /** The survey's own name of the fuel ("Erdgas") and how it was found. */
    takenFrom: 'Übernommen aus Gebäudeaufnahme: Energieträger {{fuel}} ({{provenance}})',
    /** The survey names another fuel or unit now. */
    update: 'Neuen Wert übernehmen ({{fuel}})',
  },
  /** The visible text of the source choice in a narrow table cell (its full name is read aloud). */
  takeShort: 'Aus …',
  /** The surveyed U-value of the same component beside the computed one. */
  uComparison: {
    label: 'Vergleich mit der Gebäudeaufnahme',
    none: 'kein Vergleich',
    /** "Aufnahme: 1,40 W/(m²·K)" */
    value: 'Aufnahme: {{u}} W/(m²·K)',
    of: 'Gebäudeaufnahme „{{name}}“ ({{provenance}})',
    /** The computed U compared with the surveyed one. */
    lower: 'Berechnet {{percent}} % niedriger als aufgenommen.',
    higher: 'Berechnet {{percent}} % höher als aufgenommen.',
    same: 'Berechnet wie aufgenommen.',
  },
  /** A PV plan's payback on page 1 of the report (the year counted from commissioning). */
  pvPayback:
    'Die Photovoltaikanlage{{name}} hat sich voraussichtlich im {{year}}. Betriebsjahr bezahlt gemacht.',
  pvPaybackNever:
    'Die Photovoltaikanlage{{name}} macht sich innerhalb von 20 Jahren voraussichtlich nicht bezahlt.',
};

export const visitFlowEn: Shape<typeof visitFlowDe> = {
  fuel: {
    take: 'Take from the site survey: {{fuel}}',
    takenFrom: 'Taken from the site survey: fuel {{fuel}} ({{provenance}})',
    update: 'Take the new value ({{fuel}})',
  },
  takeShort: 'From …',
  uComparison: {
    label: 'Compare with the site survey',
    none: 'no comparison',
    value: 'Survey: {{u}} W/(m²·K)',
    of: 'Site survey “{{name}}” ({{provenance}})',
    lower: 'Computed {{percent}} % lower than surveyed.',
    higher: 'Computed {{percent}} % higher than surveyed.',
    same: 'Computed as surveyed.',
  },
  pvPayback: 'The PV system{{name}} is expected to pay for itself in year {{year}} of operation.',
  pvPaybackNever: 'The PV system{{name}} is not expected to pay for itself within 20 years.',
};
