import type { Shape } from '../shape';

/* A taken value's source in a narrow table cell: a short name, the full source on hover/focus. */
export const takenValueDe = {
  /** "Aufnahme · gemessen": the site survey and how the value was found. */
  survey: 'Aufnahme · {{how}}',
  surveyNoProvenance: 'Aufnahme',
  building: 'Gebäudedaten',
  /** The short button that follows a changed source ("Neu: 1,2"). */
  update: 'Neu: {{value}}',
};

export const takenValueEn: Shape<typeof takenValueDe> = {
  survey: 'Survey · {{how}}',
  surveyNoProvenance: 'Survey',
  building: 'Building data',
  update: 'New: {{value}}',
};
