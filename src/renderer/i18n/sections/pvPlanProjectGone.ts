import type { Shape } from '../shape';

/** A PV plan's change that waits because the plan's whole project was deleted on the server. */
export const pvPlanProjectGoneDe = {
  title: 'Projekt auf dem Server gelöscht',
  text: 'Das Projekt dieses PV-Plans wurde auf dem Server gelöscht, während Ihre Änderung wartete.',
};

export const pvPlanProjectGoneEn: Shape<typeof pvPlanProjectGoneDe> = {
  title: 'Project deleted on the server',
  text: 'The project of this PV plan was deleted on the server while your change waited.',
};
