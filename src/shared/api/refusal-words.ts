/*
 * The server's refusals in the user's words, German first: the catalogue `refusalSentences`
 * (refusal.ts) reads. It lives here, not in a renderer section, because the CLI's outbox says
 * the same; the renderer registers it as `syncWords.refusal` (i18n/sections/syncWords.ts).
 */

import type { RefusalCode, RefusalIssueKey, RefusalStatus } from './refusal';

type Same<T> = { [K in keyof T]: T[K] extends string ? string : Same<T[K]> };

export const refusalWordsDe = {
  /** One sentence per error code, when the server names no field. */
  code: {
    validation_failed: 'Eine Angabe entspricht nicht den Regeln des Servers.',
    malformed_json: 'Der Server konnte die Änderung nicht lesen.',
    payload_too_large: 'Die Änderung ist zu groß für den Server.',
    unauthorized:
      'Der Server nimmt den Zugangsschlüssel nicht (mehr) an. Bitte den Schlüssel in den Einstellungen prüfen.',
    api_access_not_granted:
      'Für diesen Arbeitsbereich ist der Zugang über die Schnittstelle noch nicht freigeschaltet.',
    not_found: 'Diesen Datensatz gibt es auf dem Server nicht (mehr).',
    module_locked: 'Das Modul ist auf dem Server gesperrt; sein Inhalt kann nicht geändert werden.',
    idempotency_key_reused:
      'Der Server hat die Änderung für eine andere, schon gesendete gehalten und nichts gespeichert.',
    rate_limited:
      'Der Server nimmt gerade keine weiteren Anfragen an; die Änderung wird später erneut gesendet.',
    unavailable:
      'Der Server ist gerade nicht verfügbar; die Änderung wurde dort nicht gespeichert.',
    internal:
      'Auf dem Server ist ein Fehler aufgetreten; die Änderung wurde dort nicht gespeichert.',
    host_not_allowed:
      'Der Server antwortet unter dieser Adresse nicht. Bitte die Serveradresse in den Einstellungen prüfen.',
    not_supported:
      'Der Server kann diese Art von Änderung nicht annehmen; sie bleibt auf diesem Gerät.',
    unreadable: 'Der gespeicherte Eintrag ist beschädigt und kann nicht gelesen werden.',
    unknown:
      'Der Server hat einen Grund genannt, den die App nicht kennt (HTTP {{status}}); siehe Originaltext.',
  } satisfies Record<RefusalCode, string>,
  /**
   * By HTTP status, when the server gave a code the app does not know (another server's own):
   * what the status says happened to the change.
   */
  status: {
    400: 'Der Server hat die Änderung als ungültig abgelehnt.',
    401: 'Der Server nimmt den Zugangsschlüssel nicht (mehr) an. Bitte den Schlüssel in den Einstellungen prüfen.',
    403: 'Der Server erlaubt diese Änderung mit diesem Zugangsschlüssel nicht.',
    404: 'Diesen Datensatz gibt es auf dem Server nicht (mehr).',
    405: 'Der Server erlaubt diese Art von Änderung an diesem Datensatz nicht.',
    409: 'Der Datensatz wurde auf dem Server inzwischen geändert oder gesperrt; die Änderung wurde dort nicht gespeichert. „Erneut senden“ gleicht sie zuerst mit dem Stand des Servers ab.',
    410: 'Diesen Datensatz gibt es auf dem Server nicht mehr.',
    412: 'Der Datensatz wurde auf dem Server inzwischen geändert; die Änderung wurde dort nicht gespeichert. „Erneut senden“ gleicht sie zuerst mit dem Stand des Servers ab.',
    413: 'Die Änderung ist zu groß für den Server.',
    414: 'Eine Kennung in der Änderung ist für den Server zu lang.',
    415: 'Der Server kann die Änderung in dieser Form nicht lesen.',
    421: 'Der Server antwortet unter dieser Adresse nicht. Bitte die Serveradresse in den Einstellungen prüfen.',
    422: 'Eine Angabe passt nicht zu den Daten des Servers (zum Beispiel ein Datensatz, den es dort nicht mehr gibt).',
    423: 'Der Datensatz ist auf dem Server gesperrt; er kann gerade nicht geändert werden.',
    429: 'Der Server nimmt gerade keine weiteren Anfragen an; die Änderung wird später erneut gesendet.',
    500: 'Auf dem Server ist ein Fehler aufgetreten; die Änderung wurde dort nicht gespeichert.',
    502: 'Der Server ist gerade nicht erreichbar; die Änderung wurde dort nicht gespeichert.',
    503: 'Der Server ist gerade nicht verfügbar; die Änderung wurde dort nicht gespeichert.',
    504: 'Der Server hat nicht rechtzeitig geantwortet; die Änderung wurde dort nicht gespeichert.',
  } satisfies Record<RefusalStatus, string>,
  lockedWithReason:
    'Das Modul ist auf dem Server gesperrt („{{reason}}“); sein Inhalt kann nicht geändert werden.',
  /** What is wrong with one field; the field's label comes before it. */
  issue: {
    textTooLong: 'zu lang (höchstens {{maximum}} Zeichen)',
    tooManyItems: 'zu viele Einträge (höchstens {{maximum}})',
    numberTooBig: 'zu groß (höchstens {{maximum}})',
    numberBeyondRange: 'die Zahl ist zu groß, um sie zu speichern',
    textEmpty: 'darf nicht leer sein',
    textTooShort: 'zu kurz (mindestens {{minimum}} Zeichen)',
    tooFewItems: 'zu wenige Einträge (mindestens {{minimum}})',
    numberTooSmall: 'zu klein (mindestens {{minimum}})',
    wrongType: 'muss {{expected}} sein',
    notAllowedValue: 'dieser Wert ist hier nicht erlaubt',
    wrongFormat: 'hat nicht das erwartete Format',
    unknownField: 'dieses Feld kennt der Server nicht',
    tooDeep: 'zu tief verschachtelt (höchstens {{maximum}} Ebenen)',
    notANumber: 'keine gültige Zahl',
    forbiddenKey: 'enthält den nicht erlaubten Namen „{{key}}“',
    unknownReference: 'diesen Datensatz gibt es im Arbeitsbereich nicht (mehr)',
    idTooLong: 'eine Kennung ist zu lang (höchstens {{maximum}} Zeichen)',
    badPath: 'die Adresse der Änderung ist ungültig',
    noneOfTheForms: 'hat keine der erlaubten Formen',
    badEntry: 'enthält einen ungültigen Eintrag',
    notMultiple: 'liegt nicht im erlaubten Raster',
    other: 'wird vom Server nicht angenommen',
  } satisfies Record<RefusalIssueKey, string>,
  type: {
    string: 'ein Text',
    number: 'eine Zahl',
    int: 'eine ganze Zahl',
    boolean: 'ja oder nein',
    object: 'eine Gruppe von Angaben',
    array: 'eine Liste',
    other: 'eine andere Art von Angabe',
  },
  field: '{{field}}: {{problem}}.',
  wholeChange: 'Die Änderung: {{problem}}.',
  original: 'Originaltext des Servers (zum Weiterleiten)',
};

export const refusalWordsEn: Same<typeof refusalWordsDe> = {
  code: {
    validation_failed: 'A value does not meet the server’s rules.',
    malformed_json: 'The server could not read the change.',
    payload_too_large: 'The change is too large for the server.',
    unauthorized:
      'The server does not accept the access key (any more). Please check the key in the settings.',
    api_access_not_granted:
      'Access through the interface has not been granted to this workspace yet.',
    not_found: 'This record does not exist on the server (any more).',
    module_locked: 'The module is locked on the server; its content cannot be changed.',
    idempotency_key_reused:
      'The server took the change for another one sent before and saved nothing.',
    rate_limited: 'The server takes no more requests right now; the change is sent again later.',
    unavailable: 'The server is not available right now; the change was not saved there.',
    internal: 'An error happened on the server; the change was not saved there.',
    host_not_allowed:
      'The server does not answer at this address. Please check the server address in the settings.',
    not_supported: 'The server cannot take this kind of change; it stays on this device.',
    unreadable: 'The stored entry is damaged and cannot be read.',
    unknown:
      'The server gave a reason the app does not know (HTTP {{status}}); see the original text.',
  },
  status: {
    400: 'The server refused the change as invalid.',
    401: 'The server does not accept the access key (any more). Please check the key in the settings.',
    403: 'The server does not allow this change with this access key.',
    404: 'This record does not exist on the server (any more).',
    405: 'The server does not allow this kind of change to this record.',
    409: 'The record was changed or locked on the server meanwhile; the change was not saved there. “Retry” first compares it with the server’s state.',
    410: 'This record no longer exists on the server.',
    412: 'The record was changed on the server meanwhile; the change was not saved there. “Retry” first compares it with the server’s state.',
    413: 'The change is too large for the server.',
    414: 'An identifier in the change is too long for the server.',
    415: 'The server cannot read the change in this form.',
    421: 'The server does not answer at this address. Please check the server address in the settings.',
    422: 'A value does not fit the server’s data (for example a record that no longer exists there).',
    423: 'The record is locked on the server; it cannot be changed right now.',
    429: 'The server takes no more requests right now; the change is sent again later.',
    500: 'An error happened on the server; the change was not saved there.',
    502: 'The server cannot be reached right now; the change was not saved there.',
    503: 'The server is not available right now; the change was not saved there.',
    504: 'The server did not answer in time; the change was not saved there.',
  },
  lockedWithReason:
    'The module is locked on the server (“{{reason}}”); its content cannot be changed.',
  issue: {
    textTooLong: 'too long (at most {{maximum}} characters)',
    tooManyItems: 'too many entries (at most {{maximum}})',
    numberTooBig: 'too large (at most {{maximum}})',
    numberBeyondRange: 'the number is too large to be stored',
    textEmpty: 'must not be empty',
    textTooShort: 'too short (at least {{minimum}} characters)',
    tooFewItems: 'too few entries (at least {{minimum}})',
    numberTooSmall: 'too small (at least {{minimum}})',
    wrongType: 'must be {{expected}}',
    notAllowedValue: 'this value is not allowed here',
    wrongFormat: 'does not have the expected format',
    unknownField: 'the server does not know this field',
    tooDeep: 'nested too deeply (at most {{maximum}} levels)',
    notANumber: 'not a valid number',
    forbiddenKey: 'contains the forbidden name “{{key}}”',
    unknownReference: 'this record does not exist in the workspace (any more)',
    idTooLong: 'an identifier is too long (at most {{maximum}} characters)',
    badPath: 'the change’s address is invalid',
    noneOfTheForms: 'has none of the allowed forms',
    badEntry: 'contains an invalid entry',
    notMultiple: 'is not on the allowed steps',
    other: 'is not accepted by the server',
  },
  type: {
    string: 'a text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'yes or no',
    object: 'a group of values',
    array: 'a list',
    other: 'another kind of value',
  },
  field: '{{field}}: {{problem}}.',
  wholeChange: 'The change: {{problem}}.',
  original: 'The server’s original text (to forward)',
};
