import { backOfficeEn } from './sections/backOffice';
import { buildingsEn } from './sections/buildings';
import { photosEn } from './sections/photos';
import { reportSummaryEn } from './sections/reportSummary';
import { contactsEn } from './sections/contacts';
import { editorPartsEn } from './sections/editorParts';
import { moduleStringsEn } from '../modules/strings';
import { heatPumpCurveEn } from './sections/heatPumpCurve';
import { heatingEn } from './sections/heating';
import { heatingFlowEn } from './sections/heatingFlow';
import { moduleEditorEn } from './sections/moduleEditor';
import { conflictsEn } from './sections/conflicts';
import { outboxEn } from './sections/outbox';
import { pipelineEn } from './sections/pipeline';
import { dealsEn } from './sections/deals';
import { projectsEn } from './sections/projects';
import { pvPlannerEn } from './sections/pvPlanner';
import { pvHouseholdEn } from './sections/pvHousehold';
import { pvReportEn } from './sections/pvReport';
import { pvFacePhotosEn } from './sections/pvFacePhotos';
import { reportEn } from './sections/report';
import { syncStatusEn } from './sections/syncStatus';
import { outboxDecisionsEn } from './sections/outboxDecisions';
import { syncWordsEn } from './sections/syncWords';
import { pvPlanProjectGoneEn } from './sections/pvPlanProjectGone';
import { ownValueEn } from './sections/ownValue';
import { globalSearchEn } from './sections/globalSearch';
import { visitEn } from './sections/visit';
import { surveyFlowEn } from './sections/surveyFlow';
import { pvEconomicsFlowEn } from './sections/pvEconomicsFlow';
import { takenValueEn } from './sections/takenValue';
import { visitFlowEn } from './sections/visitFlow';
import { existingGeneratorEn } from './sections/existingGenerator';
import { surveyRoomRemoveEn } from './sections/surveyRoomRemove';
import { existingHeatingEn } from './sections/existingHeating';
import type { Catalogue } from './de';

/* The English catalogue: the same keys as de.ts (the type and a unit test check it). */
export const en: Catalogue = {
  app: {
    name: 'Ortstermin',
    navLabel: 'Sections',
    dismiss: 'Dismiss',
    loading: 'Loading…',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    notSynced: 'not synced',
    dash: '–',
    yes: 'Yes',
    no: 'No',
    screenFailed: 'This view could not be loaded.',
    reload: 'Reload',
    screenFailedHint: 'Your drafts are kept when you reload.',
  },
  nav: {
    contacts: 'Contacts',
    pipeline: 'Pipeline',
    projects: 'Projects',
    outbox: 'Outbox',
    settings: 'Settings',
    outboxBadge_one: '{{count}} change waiting',
    outboxBadge_other: '{{count}} changes waiting',
  },
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    email: 'E-mail',
    phone: 'Phone',
    mobile: 'Mobile',
    salutation: 'Salutation',
    title: 'Title',
    street: 'Street',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    website: 'Website',
    notes: 'Notes',
    name: 'Name',
    source: 'Source',
    status: 'Status',
    assignedTo: 'Assigned to',
  },
  enums: {
    contactStatus: { lead: 'Lead', qualified: 'Qualified', customer: 'Customer' },
    dealStatus: { open: 'Open', won: 'Won', lost: 'Lost' },
    projectType: { 'heat-planning': 'Heat planning', energieausweis: 'Energy certificate' },
    projectStatus: {
      draft: 'Draft',
      active: 'Active',
      submitted: 'Submitted',
      archived: 'Archived',
    },
    moduleStatus: {
      not_started: 'Not started',
      draft: 'Draft',
      ready: 'Ready',
      calculating: 'Calculating',
      completed: 'Completed',
      submitted: 'Submitted',
      locked: 'Locked',
      failed: 'Failed',
    },
  },
  contacts: contactsEn,
  buildings: buildingsEn,
  photos: photosEn,
  reportSummary: reportSummaryEn,
  validation: {
    required: 'is required',
    requiredOrCompany: 'is required (or give a company)',
    chooseStage: 'is required: choose a stage',
    email: 'must be a valid e-mail address, e.g. name@example.de',
    phone: 'must be a phone number, e.g. +49 89 1234567',
    euros: 'must be an amount in euros, e.g. 24000 or 24.000,50',
    wholeNumber: 'must be a whole number, e.g. {{example}}',
    range: 'must be from {{min}} to {{max}}',
    positive: 'must be greater than 0',
    atMost: 'must be at most {{max}}',
    number: 'must be a number',
    json: 'is not valid JSON',
    postalCodeDe: 'must have five digits in Germany, e.g. 34117',
    decimal: 'must be a number, e.g. {{example}}',
    countryCode: 'must be a two-letter country code, e.g. DE',
    chooseBuilding: 'is required: choose a building',
    fieldKey: 'Detail name: letters, digits, - and _ only (at most 60 characters)',
    fieldKeyTaken: 'This detail exists already',
  },
  pipeline: pipelineEn,
  deals: dealsEn,
  projects: projectsEn,
  pvPlanner: pvPlannerEn,
  pvHousehold: pvHouseholdEn,
  pvReport: pvReportEn,
  pvFacePhotos: pvFacePhotosEn,
  moduleEditor: moduleEditorEn,
  editorParts: editorPartsEn,
  module: moduleStringsEn,
  heatPumpCurve: heatPumpCurveEn,
  heating: heatingEn,
  heatingFlow: heatingFlowEn,
  report: reportEn,
  outbox: outboxEn,
  conflicts: conflictsEn,
  syncStatus: syncStatusEn,
  outboxDecisions: outboxDecisionsEn,
  syncWords: syncWordsEn,
  pvPlanProjectGone: pvPlanProjectGoneEn,
  ownValue: ownValueEn,
  backOffice: backOfficeEn,
  globalSearch: globalSearchEn,
  visit: visitEn,
  surveyFlow: surveyFlowEn,
  pvEconomicsFlow: pvEconomicsFlowEn,
  takenValue: takenValueEn,
  visitFlow: visitFlowEn,
  existingGenerator: existingGeneratorEn,
  surveyRoomRemove: surveyRoomRemoveEn,
  existingHeating: existingHeatingEn,
  status: {
    label: 'Sync',
    connecting: 'Connecting to the app…',
    state: {
      idle: 'Synced',
      syncing: 'Syncing…',
      offline: 'Offline',
      'auth-error': 'Key not accepted',
      paused: 'Offline mode (on purpose)',
      pending: 'Changes waiting',
      rejected: 'A refused change waits for you',
      conflict: 'A conflict waits for you',
    },
    pending_one: '{{count}} pending',
    pending_other: '{{count}} pending',
    rejected_one: '{{count}} rejected',
    rejected_other: '{{count}} rejected',
    conflicts_one: '{{count}} conflict',
    conflicts_other: '{{count}} conflicts',
    lastSync: 'Last sync: {{time}}',
    never: 'never',
    nextAttempt: 'Next attempt: {{time}}',
    accessNotGranted: 'API access not granted',
    syncNow: 'Sync now',
    openSettings: 'Set the key in the settings',
    openOutbox: 'Open the outbox',
    dataLoss_one:
      'After a crash the last saved change was damaged and is lost (noticed {{time}}). Please check your latest entries.',
    dataLoss_other:
      'After a crash the last {{count}} saved changes were damaged and are lost (noticed {{time}}). Please check your latest entries.',
    dataLossDismiss: 'Got it',
  },
  settings: {
    title: 'Settings',
    workspaces: 'Workspaces',
    workspacesHint: 'Each workspace has its own database on this device.',
    active: 'active',
    demo: 'Demo',
    keySet: 'Key set',
    noKey: 'No key set',
    keySetWhere: 'Key set ({{where}})',
    keySavedWhere: 'Key saved ({{where}}).',
    demoWorkspace: 'Embedded demo workspace on this device: no key needed.',
    storage: {
      'os-keychain': 'in the system keychain',
      'os-keychain-weak': 'in the system keychain (weakly protected)',
      file: 'in a file only you can read',
      memory: 'only until the app quits',
    },
    warning: {
      key_not_stored: 'The key could not be stored: it is kept only until the app quits.',
      key_stored_weakly: 'The key is stored, but the system protects it only weakly.',
    },
    switch: 'Switch',
    rename: 'Rename',
    setKey: 'Change key',
    test: 'Test connection',
    testing: 'Testing the connection…',
    remove: 'Remove',
    add: 'Add workspace',
    name: 'Name',
    baseUrl: 'Server address (base URL)',
    apiKey: 'API key',
    newKey: 'New API key',
    newName: 'New name',
    added: 'Workspace “{{name}}” added.',
    switched: 'Workspace “{{name}}” is now active.',
    keySaved: 'Key saved.',
    renamed: 'Renamed.',
    removed: 'Workspace “{{name}}” removed.',
    testResult: {
      ok: 'Connected: the server is reachable and accepts the key.',
      unreachable: 'The server cannot be reached. Check the address and the internet connection.',
      timeout: 'The server did not answer in time. Try again later.',
      unauthorized: 'The server does not know this key (401). Check the API key.',
      forbidden:
        'The key is valid, but API access is not granted yet (403). Ask the provider to enable it.',
      not_an_api: 'No workspace API answers at this address. Check the address.',
    },
    removeTitle: 'Remove workspace “{{name}}”?',
    removeText:
      'The local copy of this workspace is deleted from this device. Everything on the server stays.',
    removeUnsynced_one: 'Careful: {{count}} change was not sent yet and will be lost.',
    removeUnsynced_other: 'Careful: {{count}} changes were not sent yet and will be lost.',
    removeAnyway: 'Remove anyway',
    unsyncedUnknown: 'The local database cannot be read: whether changes are waiting is unknown.',
    removeUnknown:
      'Careful: whether unsent changes are here cannot be checked. They would be lost.',
    language: 'Language',
    languageLabel: 'Language of the interface',
    languages: { de: 'Deutsch', en: 'English' },
    offline: 'Work offline',
    offlineHint:
      'Pauses all network traffic. Changes stay in the outbox and go out when you switch this off again.',
    developer: 'Developer',
    demoServer: 'Embedded demo server',
    demoRunning: 'running',
    demoStopped: 'stopped',
    demoStop: 'Stop demo server',
    demoStart: 'Start demo server',
    demoHint: 'Really stops the demo server so the network is gone (to try the offline behaviour).',
    unavailable: 'This setting is not available in this version yet.',
  },
  dialog: {
    close: 'Close dialog',
  },
  errors: {
    unknown: 'Unexpected error ({{code}}). Please try again.',
    validation_failed: 'Not saved: correct the marked entries.',
    record_missing: 'The record is not (or no longer) on this device.',
    not_found: 'The record is not (or no longer) on this device.',
    stage_unknown: 'This stage does not exist (any more). Choose another.',
    module_locked:
      'The module “{{module}}” is locked and cannot be changed. Ask the back office to unlock it.',
    core_restarted:
      "The app's data engine just restarted. Please try again; saved changes are kept.",
    outbox_entry_missing: 'This change is no longer in the outbox.',
    outbox_wrong_state: 'This change cannot be handled that way in its current state.',
    outbox_in_flight: 'This change is being sent right now. Wait a moment.',
    outbox_has_dependents: 'Other waiting changes build on this one. Discard those first.',
    outbox_unknown_kind: 'This version does not know this kind of change.',
    protocol_no_id: 'The server sent an answer without an id.',
    database_too_new:
      'The local database comes from a newer Ortstermin. Update Ortstermin; the file was left untouched.',
    database_damaged:
      'The local database is damaged. Contact support; changes not yet sent are in that file.',
    database_in_use:
      'The local database is already open in another Ortstermin window. Use that one, or close it.',
    conflict_unresolved: 'Choose a value for every field in conflict.',
    conflict_unknown_key:
      'There is no conflict (any more) for this field. Reload the outbox and choose again.',
    outbox_unreadable:
      'This change is stored damaged on this device. Export it as JSON, edit the content and send it again, or discard it.',
    workspace_has_unsynced_one: '{{count}} change of this workspace has not been sent yet.',
    workspace_has_unsynced_other: '{{count}} changes of this workspace have not been sent yet.',
    workspace_not_found: 'This workspace does not exist (any more).',
    workspace_is_demo: 'The demo workspace cannot be removed and needs no key.',
    demo_unavailable: 'There is no embedded demo server here.',
    unknown_channel:
      'The app does not know this function (channel {{channel}}). Update Ortstermin.',
    invalid_request: 'The request was invalid. Check the entries.',
    unauthorized: 'The connection to the app expired. Open Ortstermin again.',
    host_unreachable: 'The Ortstermin app is not running any more. Start it again.',
    report_not_saved: 'The report could not be saved as a PDF ({{reason}}).',
    not_supported: 'This version of Ortstermin cannot do this yet.',
    app_already_running: 'Ortstermin already runs for this data folder: {{appUrl}}',
    disk_full:
      'The disk is full, so this was not saved. Everything saved before is kept and nothing you typed is lost: free some space and save again.',
    core_timeout:
      'The data part of the program did not answer in time. Saved changes are kept; please try again.',
    answer_unsendable: 'This data is nested too deeply to be shown. Nothing was changed.',
    internal: 'An internal error occurred. Please try again.',
  },
  issues: {
    too_big: 'must be at most {{maximum}}',
    too_big_string: 'must be at most {{maximum}} characters',
    too_big_array: 'must have at most {{maximum}} items',
    too_small: 'must be at least {{minimum}}',
    too_small_string: 'must be at least {{minimum}} characters',
    too_small_array: 'must have at least {{minimum}} items',
    invalid_type: 'has the wrong type (expected: {{expected}})',
    invalid_value: 'must be one of: {{values}}',
    invalid_format: 'has an invalid format',
    invalid_format_email: 'must be a valid e-mail address',
    invalid_format_url: 'must be a valid address (URL)',
    invalid_format_http_url:
      'must be an address starting with http:// or https://, without ? and #',
    invalid_format_url_without_credentials: 'must not contain a user name or password',
    invalid_format_regex: 'has an invalid format',
    unrecognized_keys: 'unknown fields: {{keys}}',
    custom: 'is invalid',
    record_missing: 'refers to a record that does not exist',
    stage_unknown: 'refers to an unknown stage',
    too_deep: 'is nested deeper than {{maximum}} levels and is not saved',
    not_finite: 'lies outside the range of numbers that can be stored',
    forbidden_key: 'contains the key “{{key}}”, which cannot be stored',
    unknown: 'is invalid',
  },
  sync: {
    network_unreachable: 'Server unreachable. Ortstermin retries on its own.',
    network_timeout: 'The server does not answer in time. Ortstermin retries on its own.',
    server_error: 'The server reported an error (HTTP {{status}}). Ortstermin retries on its own.',
    rate_limited: 'The server asks for a pause. Ortstermin retries shortly.',
    auth_invalid_key: 'The API key is not accepted. Set a valid key in the settings.',
    auth_access_not_granted: 'API access is not granted for this key yet.',
    protocol_error: 'The server answered unexpectedly. Please tell support.',
    unexpected_answer: 'Unexpected answer from the server (HTTP {{status}}).',
    internal: 'An internal error occurred while syncing.',
    unknown: 'Sync failed ({{code}}).',
  },
};
