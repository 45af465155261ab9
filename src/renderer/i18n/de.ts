import { backOfficeDe } from './sections/backOffice';
import { buildingsDe } from './sections/buildings';
import { photosDe } from './sections/photos';
import { reportSummaryDe } from './sections/reportSummary';
import { contactsDe } from './sections/contacts';
import { editorPartsDe } from './sections/editorParts';
import { moduleStringsDe } from '../modules/strings';
import { heatPumpCurveDe } from './sections/heatPumpCurve';
import { heatingDe } from './sections/heating';
import { heatingFlowDe } from './sections/heatingFlow';
import { moduleEditorDe } from './sections/moduleEditor';
import { conflictsDe } from './sections/conflicts';
import { outboxDe } from './sections/outbox';
import { pipelineDe } from './sections/pipeline';
import { dealsDe } from './sections/deals';
import { projectsDe } from './sections/projects';
import { pvPlannerDe } from './sections/pvPlanner';
import { pvHouseholdDe } from './sections/pvHousehold';
import { pvReportDe } from './sections/pvReport';
import { pvFacePhotosDe } from './sections/pvFacePhotos';
import { reportDe } from './sections/report';
import { syncStatusDe } from './sections/syncStatus';
import { outboxDecisionsDe } from './sections/outboxDecisions';
import { syncWordsDe } from './sections/syncWords';
import { pvPlanProjectGoneDe } from './sections/pvPlanProjectGone';
import { ownValueDe } from './sections/ownValue';
import { globalSearchDe } from './sections/globalSearch';
import { visitDe } from './sections/visit';
import { surveyFlowDe } from './sections/surveyFlow';
import { pvEconomicsFlowDe } from './sections/pvEconomicsFlow';
import { takenValueDe } from './sections/takenValue';
import { visitFlowDe } from './sections/visitFlow';
import { existingGeneratorDe } from './sections/existingGenerator';
import { surveyRoomRemoveDe } from './sections/surveyRoomRemove';
import { existingHeatingDe } from './sections/existingHeating';
import type { Shape } from './shape';

/*
 * The German catalogue: the app's default language and the source of truth for the keys.
 * en.ts must have exactly the same keys (typed as Catalogue, and checked by a unit test).
 * Plural keys end in _one/_other (i18next); context keys (…_string) are picked by `context`.
 */
export const de = {
  app: {
    name: 'Ortstermin',
    navLabel: 'Bereiche',
    dismiss: 'Schließen',
    loading: 'Wird geladen…',
    cancel: 'Abbrechen',
    save: 'Speichern',
    saving: 'Speichert…',
    notSynced: 'nicht synchronisiert',
    dash: '–',
    yes: 'Ja',
    no: 'Nein',
    screenFailed: 'Diese Ansicht konnte nicht geladen werden.',
    reload: 'Neu laden',
    screenFailedHint: 'Beim Neuladen bleiben Ihre Entwürfe erhalten.',
  },
  nav: {
    contacts: 'Kontakte',
    pipeline: 'Pipeline',
    projects: 'Projekte',
    outbox: 'Ausgang',
    settings: 'Einstellungen',
    outboxBadge_one: '{{count}} Änderung wartet',
    outboxBadge_other: '{{count}} Änderungen warten',
  },
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    company: 'Firma',
    email: 'E-Mail',
    phone: 'Telefon',
    mobile: 'Mobil',
    salutation: 'Anrede',
    title: 'Titel',
    street: 'Straße',
    postalCode: 'PLZ',
    city: 'Ort',
    country: 'Land',
    website: 'Website',
    notes: 'Notizen',
    name: 'Name',
    source: 'Quelle',
    status: 'Status',
    assignedTo: 'Zuständig',
  },
  enums: {
    contactStatus: { lead: 'Interessent', qualified: 'Qualifiziert', customer: 'Kunde' },
    dealStatus: { open: 'Offen', won: 'Gewonnen', lost: 'Verloren' },
    projectType: { 'heat-planning': 'Heizungsplanung', energieausweis: 'Energieausweis' },
    projectStatus: {
      draft: 'Entwurf',
      active: 'Aktiv',
      submitted: 'Eingereicht',
      archived: 'Archiviert',
    },
    moduleStatus: {
      not_started: 'Nicht begonnen',
      draft: 'Entwurf',
      ready: 'Bereit',
      calculating: 'Wird berechnet',
      completed: 'Abgeschlossen',
      submitted: 'Eingereicht',
      locked: 'Gesperrt',
      failed: 'Fehlgeschlagen',
    },
  },
  contacts: contactsDe,
  buildings: buildingsDe,
  photos: photosDe,
  reportSummary: reportSummaryDe,
  validation: {
    required: 'ist ein Pflichtfeld',
    requiredOrCompany: 'ist ein Pflichtfeld (oder eine Firma angeben)',
    chooseStage: 'ist ein Pflichtfeld: bitte eine Phase wählen',
    email: 'muss eine gültige E-Mail-Adresse sein, z. B. name@example.de',
    phone: 'muss eine Telefonnummer sein, z. B. +49 89 1234567',
    euros: 'muss ein Betrag in Euro sein, z. B. 24000 oder 24.000,50',
    wholeNumber: 'muss eine ganze Zahl sein, z. B. {{example}}',
    range: 'muss zwischen {{min}} und {{max}} liegen',
    positive: 'muss größer als 0 sein',
    atMost: 'darf höchstens {{max}} sein',
    number: 'muss eine Zahl sein',
    json: 'ist kein gültiges JSON',
    postalCodeDe: 'muss in Deutschland fünf Ziffern haben, z. B. 34117',
    decimal: 'muss eine Zahl sein, z. B. {{example}}',
    countryCode: 'muss ein Länderkürzel aus zwei Buchstaben sein, z. B. DE',
    chooseBuilding: 'ist ein Pflichtfeld: bitte ein Gebäude wählen',
    fieldKey: 'Name der Angabe: nur Buchstaben, Ziffern, - und _ (höchstens 60 Zeichen)',
    fieldKeyTaken: 'Diese Angabe gibt es schon',
  },
  pipeline: pipelineDe,
  deals: dealsDe,
  projects: projectsDe,
  pvPlanner: pvPlannerDe,
  pvHousehold: pvHouseholdDe,
  pvReport: pvReportDe,
  pvFacePhotos: pvFacePhotosDe,
  moduleEditor: moduleEditorDe,
  editorParts: editorPartsDe,
  module: moduleStringsDe,
  heatPumpCurve: heatPumpCurveDe,
  heating: heatingDe,
  heatingFlow: heatingFlowDe,
  report: reportDe,
  outbox: outboxDe,
  conflicts: conflictsDe,
  syncStatus: syncStatusDe,
  outboxDecisions: outboxDecisionsDe,
  syncWords: syncWordsDe,
  pvPlanProjectGone: pvPlanProjectGoneDe,
  ownValue: ownValueDe,
  backOffice: backOfficeDe,
  globalSearch: globalSearchDe,
  visit: visitDe,
  surveyFlow: surveyFlowDe,
  pvEconomicsFlow: pvEconomicsFlowDe,
  takenValue: takenValueDe,
  visitFlow: visitFlowDe,
  existingGenerator: existingGeneratorDe,
  surveyRoomRemove: surveyRoomRemoveDe,
  existingHeating: existingHeatingDe,
  status: {
    label: 'Synchronisierung',
    connecting: 'Verbindung zum Programm wird aufgebaut…',
    state: {
      idle: 'Synchronisiert',
      syncing: 'Wird synchronisiert…',
      offline: 'Offline',
      'auth-error': 'Schlüssel wird nicht angenommen',
      paused: 'Offline-Modus (bewusst)',
      pending: 'Änderungen warten',
      rejected: 'Abgelehnte Änderung wartet auf Sie',
      conflict: 'Konflikt wartet auf Sie',
    },
    pending_one: '{{count}} ausstehend',
    pending_other: '{{count}} ausstehend',
    rejected_one: '{{count}} abgelehnt',
    rejected_other: '{{count}} abgelehnt',
    conflicts_one: '{{count}} Konflikt',
    conflicts_other: '{{count}} Konflikte',
    lastSync: 'Zuletzt synchronisiert: {{time}}',
    never: 'noch nie',
    nextAttempt: 'Nächster Versuch: {{time}}',
    accessNotGranted: 'Zugang zur Schnittstelle nicht freigeschaltet',
    syncNow: 'Jetzt synchronisieren',
    openSettings: 'Schlüssel in den Einstellungen hinterlegen',
    openOutbox: 'Im Ausgang ansehen',
    dataLoss_one:
      'Nach einem Absturz war die zuletzt gespeicherte Änderung beschädigt und ist verloren (bemerkt {{time}}). Bitte prüfen Sie Ihre letzten Eingaben.',
    dataLoss_other:
      'Nach einem Absturz waren die {{count}} zuletzt gespeicherten Änderungen beschädigt und sind verloren (bemerkt {{time}}). Bitte prüfen Sie Ihre letzten Eingaben.',
    dataLossDismiss: 'Gelesen',
  },
  settings: {
    title: 'Einstellungen',
    workspaces: 'Arbeitsbereiche',
    workspacesHint: 'Jeder Arbeitsbereich hat seine eigene Datenbank auf diesem Gerät.',
    active: 'aktiv',
    demo: 'Demo',
    keySet: 'Schlüssel hinterlegt',
    noKey: 'Kein Schlüssel hinterlegt',
    keySetWhere: 'Schlüssel hinterlegt ({{where}})',
    keySavedWhere: 'Schlüssel gespeichert ({{where}}).',
    demoWorkspace: 'Eingebauter Demo-Arbeitsbereich auf diesem Gerät: kein Schlüssel nötig.',
    storage: {
      'os-keychain': 'im Schlüsselbund des Systems',
      'os-keychain-weak': 'im Schlüsselbund des Systems (nur schwach geschützt)',
      file: 'in einer nur für Sie lesbaren Datei',
      memory: 'nur bis zum Beenden',
    },
    warning: {
      key_not_stored:
        'Der Schlüssel konnte nicht dauerhaft gespeichert werden: Er gilt nur bis zum Beenden des Programms.',
      key_stored_weakly: 'Der Schlüssel ist gespeichert, aber das System schützt ihn nur schwach.',
    },
    switch: 'Wechseln',
    rename: 'Umbenennen',
    setKey: 'Schlüssel ändern',
    test: 'Verbindung testen',
    testing: 'Verbindung wird getestet…',
    remove: 'Entfernen',
    add: 'Arbeitsbereich hinzufügen',
    name: 'Name',
    baseUrl: 'Adresse des Servers (Basis-URL)',
    apiKey: 'API-Schlüssel',
    newKey: 'Neuer API-Schlüssel',
    newName: 'Neuer Name',
    added: 'Arbeitsbereich „{{name}}“ hinzugefügt.',
    switched: 'Arbeitsbereich „{{name}}“ ist jetzt aktiv.',
    keySaved: 'Schlüssel gespeichert.',
    renamed: 'Umbenannt.',
    removed: 'Arbeitsbereich „{{name}}“ entfernt.',
    testResult: {
      ok: 'Verbindung steht: Server erreichbar, Schlüssel angenommen.',
      unreachable: 'Server nicht erreichbar. Bitte Adresse und Internetverbindung prüfen.',
      timeout: 'Der Server hat nicht rechtzeitig geantwortet. Bitte später erneut testen.',
      unauthorized:
        'Der Server kennt diesen Schlüssel nicht (401). Bitte den API-Schlüssel prüfen.',
      forbidden:
        'Der Schlüssel ist gültig, aber der Zugang zur Schnittstelle ist noch nicht freigeschaltet (403). Bitte beim Anbieter freischalten lassen.',
      not_an_api:
        'Unter dieser Adresse antwortet keine Arbeitsbereich-Schnittstelle. Bitte die Adresse prüfen.',
    },
    removeTitle: 'Arbeitsbereich „{{name}}“ entfernen?',
    removeText:
      'Die lokale Kopie dieses Arbeitsbereichs wird von diesem Gerät gelöscht. Auf dem Server bleibt alles erhalten.',
    removeUnsynced_one: 'Achtung: {{count}} Änderung wurde noch nicht gesendet und geht verloren.',
    removeUnsynced_other:
      'Achtung: {{count}} Änderungen wurden noch nicht gesendet und gehen verloren.',
    removeAnyway: 'Trotzdem entfernen',
    unsyncedUnknown:
      'Die lokale Datenbank ist nicht lesbar: Ob noch Änderungen warten, ist unbekannt.',
    removeUnknown:
      'Achtung: Ob hier noch nicht gesendete Änderungen liegen, lässt sich nicht prüfen. Sie gingen beim Entfernen verloren.',
    language: 'Sprache',
    languageLabel: 'Sprache der Oberfläche',
    languages: { de: 'Deutsch', en: 'English' },
    offline: 'Offline arbeiten',
    offlineHint:
      'Hält jeden Netzwerkverkehr an. Änderungen bleiben im Ausgang und werden gesendet, sobald Sie den Schalter wieder ausschalten.',
    developer: 'Entwickler',
    demoServer: 'Eingebauter Demo-Server',
    demoRunning: 'läuft',
    demoStopped: 'angehalten',
    demoStop: 'Demo-Server anhalten',
    demoStart: 'Demo-Server starten',
    demoHint:
      'Hält den Demo-Server wirklich an, damit das Netz weg ist (zum Ausprobieren des Offline-Verhaltens).',
    unavailable: 'Diese Einstellung ist in dieser Version noch nicht verfügbar.',
  },
  dialog: {
    close: 'Dialog schließen',
  },
  errors: {
    unknown: 'Unerwarteter Fehler ({{code}}). Bitte erneut versuchen.',
    validation_failed: 'Nicht gespeichert: Bitte die markierten Angaben korrigieren.',
    record_missing: 'Der Datensatz ist auf diesem Gerät nicht (mehr) vorhanden.',
    not_found: 'Der Datensatz ist auf diesem Gerät nicht (mehr) vorhanden.',
    stage_unknown: 'Diese Phase gibt es nicht (mehr). Bitte eine andere wählen.',
    module_locked:
      'Das Modul „{{module}}“ ist gesperrt und kann nicht geändert werden. Bitte das Backoffice um Freigabe bitten.',
    core_restarted:
      'Der Datenteil des Programms wurde gerade neu gestartet. Bitte noch einmal versuchen; gespeicherte Änderungen bleiben erhalten.',
    outbox_entry_missing: 'Diese Änderung ist nicht mehr im Ausgang.',
    outbox_wrong_state: 'Diese Änderung kann in ihrem jetzigen Zustand nicht so behandelt werden.',
    outbox_in_flight: 'Diese Änderung wird gerade gesendet. Bitte einen Moment warten.',
    outbox_has_dependents:
      'Andere wartende Änderungen bauen auf dieser auf. Bitte zuerst diese verwerfen.',
    outbox_unknown_kind: 'Diese Art von Änderung kennt diese Version nicht.',
    protocol_no_id: 'Der Server hat eine Antwort ohne Kennung geschickt.',
    database_too_new:
      'Die lokale Datenbank stammt von einer neueren Ortstermin-Version. Bitte Ortstermin aktualisieren; die Datei bleibt unverändert.',
    database_damaged:
      'Die lokale Datenbank ist beschädigt. Bitte den Support kontaktieren; noch nicht gesendete Änderungen stecken in der Datei.',
    database_in_use:
      'Die lokale Datenbank ist schon in einem anderen Ortstermin-Fenster geöffnet. Bitte dieses verwenden oder schließen.',
    conflict_unresolved: 'Bitte für jedes Feld im Konflikt einen Wert wählen.',
    conflict_unknown_key:
      'Zu diesem Feld gibt es keinen Konflikt (mehr). Bitte den Ausgang neu laden und erneut wählen.',
    outbox_unreadable:
      'Diese Änderung ist auf diesem Gerät beschädigt gespeichert. Bitte als JSON exportieren, den Inhalt bearbeiten und erneut senden, oder verwerfen.',
    workspace_has_unsynced_one:
      'In diesem Arbeitsbereich wartet noch {{count}} nicht gesendete Änderung.',
    workspace_has_unsynced_other:
      'In diesem Arbeitsbereich warten noch {{count}} nicht gesendete Änderungen.',
    workspace_not_found: 'Diesen Arbeitsbereich gibt es nicht (mehr).',
    workspace_is_demo:
      'Der Demo-Arbeitsbereich kann nicht entfernt werden und braucht keinen Schlüssel.',
    demo_unavailable: 'In dieser Umgebung gibt es keinen eingebauten Demo-Server.',
    unknown_channel:
      'Diese Funktion kennt das Programm nicht (Kanal {{channel}}). Bitte Ortstermin aktualisieren.',
    invalid_request: 'Die Anfrage war ungültig. Bitte die Angaben prüfen.',
    unauthorized: 'Die Verbindung zum Programm ist abgelaufen. Bitte Ortstermin neu öffnen.',
    host_unreachable: 'Das Ortstermin-Programm läuft nicht mehr. Bitte neu starten.',
    report_not_saved: 'Der Bericht konnte nicht als PDF gespeichert werden ({{reason}}).',
    not_supported: 'Das kann diese Version von Ortstermin noch nicht.',
    app_already_running: 'Ortstermin läuft schon für diesen Datenordner: {{appUrl}}',
    disk_full:
      'Der Datenträger ist voll, deshalb wurde das nicht gespeichert. Alles zuvor Gespeicherte bleibt erhalten und Ihre Eingaben gehen nicht verloren: bitte Platz schaffen und erneut speichern.',
    core_timeout:
      'Der Datenteil des Programms hat nicht rechtzeitig geantwortet. Gespeicherte Änderungen bleiben erhalten; bitte noch einmal versuchen.',
    answer_unsendable:
      'Diese Daten sind zu tief verschachtelt, um angezeigt zu werden. Es wurde nichts verändert.',
    internal: 'Ein interner Fehler ist aufgetreten. Bitte erneut versuchen.',
  },
  issues: {
    too_big: 'darf höchstens {{maximum}} sein',
    too_big_string: 'darf höchstens {{maximum}} Zeichen lang sein',
    too_big_array: 'darf höchstens {{maximum}} Einträge haben',
    too_small: 'muss mindestens {{minimum}} sein',
    too_small_string: 'muss mindestens {{minimum}} Zeichen lang sein',
    too_small_array: 'muss mindestens {{minimum}} Einträge haben',
    invalid_type: 'hat den falschen Typ (erwartet: {{expected}})',
    invalid_value: 'muss einer dieser Werte sein: {{values}}',
    invalid_format: 'hat ein ungültiges Format',
    invalid_format_email: 'muss eine gültige E-Mail-Adresse sein',
    invalid_format_url: 'muss eine gültige Adresse (URL) sein',
    invalid_format_http_url: 'muss eine Adresse mit http:// oder https:// sein, ohne ? und #',
    invalid_format_url_without_credentials: 'darf keinen Benutzernamen und kein Passwort enthalten',
    invalid_format_regex: 'hat ein ungültiges Format',
    unrecognized_keys: 'unbekannte Felder: {{keys}}',
    custom: 'ist ungültig',
    record_missing: 'verweist auf einen Datensatz, den es nicht gibt',
    stage_unknown: 'verweist auf eine unbekannte Phase',
    too_deep: 'ist tiefer als {{maximum}} Ebenen verschachtelt und wird nicht gespeichert',
    not_finite: 'liegt außerhalb des Zahlenbereichs, der gespeichert werden kann',
    forbidden_key: 'enthält den Schlüssel „{{key}}“, der nicht gespeichert werden kann',
    unknown: 'ist ungültig',
  },
  sync: {
    network_unreachable: 'Server nicht erreichbar. Ortstermin versucht es automatisch erneut.',
    network_timeout:
      'Der Server antwortet nicht rechtzeitig. Ortstermin versucht es automatisch erneut.',
    server_error:
      'Der Server hat einen Fehler gemeldet (HTTP {{status}}). Ortstermin versucht es automatisch erneut.',
    rate_limited: 'Der Server bittet um eine Pause. Ortstermin versucht es gleich erneut.',
    auth_invalid_key:
      'Der API-Schlüssel wird nicht angenommen. Bitte in den Einstellungen einen gültigen Schlüssel hinterlegen.',
    auth_access_not_granted:
      'Der Zugang zur Schnittstelle ist für diesen Schlüssel noch nicht freigeschaltet.',
    protocol_error: 'Der Server hat unerwartet geantwortet. Bitte den Support informieren.',
    unexpected_answer: 'Unerwartete Antwort vom Server (HTTP {{status}}).',
    internal: 'Bei der Synchronisierung ist ein interner Fehler aufgetreten.',
    unknown: 'Synchronisierung fehlgeschlagen ({{code}}).',
  },
};

/** Every catalogue has the German one's keys (and only those: see test/renderer/i18n.test.ts). */
export type Catalogue = Shape<typeof de>;
