import type { Shape } from '../shape';

/* A taken value's source in a narrow table cell: a short name, the full source on hover/focus. */
export const takenValueDe = {
  /** The site survey, in a cell over how the value was found ("Aufnahme" / "gemessen"). */
  survey: 'Aufnahme',
  building: 'Gebäudedaten',
  /** The short button that follows a changed source ("Neu: 1,2"). */
  update: 'Neu: {{value}}',
};

export const takenValueEn: Shape<typeof takenValueDe> = {
  survey: 'Survey',
  building: 'Building data',
  update: 'New: {{value}}',
};
