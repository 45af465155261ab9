import type { Shape } from '../shape';

export const syncStatusDe = {
  coreRestarted: 'Neu gestartet, nichts verloren',
  coreRestartedHint:
    'Der Datenteil des Programms wurde nach einem Fehler neu gestartet. Ihre Änderungen sind gespeichert und werden gesendet.',
};

export const syncStatusEn: Shape<typeof syncStatusDe> = {
  coreRestarted: 'Restarted, nothing lost',
  coreRestartedHint:
    "The app's data engine restarted after an error. Your changes are saved and will be sent.",
};
