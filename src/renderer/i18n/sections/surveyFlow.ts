import type { Shape } from '../shape';

/* Values from the site survey where another module takes them: named with their provenance. */
export const surveyFlowDe = {
  source: 'Gebäudeaufnahme',
  noProvenance: 'ohne Herkunftsangabe',
  unnamed: 'Bauteil ohne Bezeichnung',
};

export const surveyFlowEn: Shape<typeof surveyFlowDe> = {
  source: 'Site survey',
  noProvenance: 'no source given',
  unnamed: 'unnamed component',
};
