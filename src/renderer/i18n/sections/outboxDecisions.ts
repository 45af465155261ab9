import type { Shape } from '../shape';

/** A waiting write without keys to choose: a lost create's possible record, a record gone. */
export const outboxDecisionsDe = {
  maybeCreated: {
    title: 'Möglicherweise schon angelegt',
    text: 'Die Antwort des Servers auf das Anlegen ist nicht angekommen. Auf dem Server gibt es seitdem diesen Eintrag. Ist das Ihrer?',
    candidateLabel: 'Eintrag auf dem Server',
    createdAt: 'angelegt am {{date}}',
    adopt: 'Das ist meiner',
    createNew: 'Neu anlegen',
  },
  deleted: {
    title: 'Auf dem Server gelöscht',
    text: 'Dieser Eintrag wurde auf dem Server gelöscht, während Ihre Änderung wartete.',
  },
  archived: {
    title: 'Auf dem Server archiviert',
    text: 'Dieser Eintrag wurde auf dem Server archiviert, nachdem Sie ihn geändert haben.',
  },
  discard: 'Meine Änderung verwerfen',
  restore: 'Wiederherstellen und meine Änderung senden',
  restoreNotPossible:
    'Wiederherstellen ist bei dieser Art von Eintrag nicht möglich; Sie können Ihre Änderung als JSON exportieren und verwerfen.',
  export: 'Als JSON exportieren',
  deletedLoss:
    'Ihre Änderung geht verloren, und der Eintrag wird auch auf diesem Gerät entfernt, wie schon auf dem Server.',
  unnamed: 'ohne Namen',
  value: 'Wert',
};

export const outboxDecisionsEn: Shape<typeof outboxDecisionsDe> = {
  maybeCreated: {
    title: 'Possibly created already',
    text: "The server's answer to creating this did not arrive. The server has had this record since. Is it yours?",
    candidateLabel: 'Record on the server',
    createdAt: 'created {{date}}',
    adopt: 'That is mine',
    createNew: 'Create anew',
  },
  deleted: {
    title: 'Deleted on the server',
    text: 'This record was deleted on the server while your change waited.',
  },
  archived: {
    title: 'Archived on the server',
    text: 'This record was archived on the server after you changed it.',
  },
  discard: 'Discard my change',
  restore: 'Restore and send my change',
  restoreNotPossible:
    'This kind of record cannot be restored; you can export your change as JSON and discard it.',
  export: 'Export as JSON',
  deletedLoss:
    'Your change is lost, and the record is removed from this device too, as it was on the server.',
  unnamed: 'unnamed',
  value: 'Value',
};
