import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactStatuses,
  dealStatuses,
  moduleKeys,
  moduleStatuses,
  projectStatuses,
  projectTypes,
} from '../../src/shared/api';
import { ipcErrorCodes, IpcError } from '../../src/shared/ipc/result';
import {
  outboxEntrySchema,
  syncStatusSchema,
  keyStorageSchema,
  keyWarningSchema,
  connectionOutcomeSchema,
} from '../../src/shared/ipc/contract';
import { de } from '../../src/renderer/i18n/de';
import { en } from '../../src/renderer/i18n/en';
import {
  codedErrorText,
  errorText,
  issueText,
  syncErrorText,
} from '../../src/renderer/i18n/errors';
import { i18n, initI18n, setLanguage } from '../../src/renderer/i18n';
import { enumLabel, fieldLabel, moduleName } from '../../src/renderer/i18n/labels';

/** A catalogue's shape, as the key checks walk it. */
type Tree = { [key: string]: string | Tree };

/* Both catalogues have the same keys, and every code the code base can produce has a sentence. */

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
}
const deKeys = flatten(de);
const enKeys = flatten(en);
const has = (key: string) => deKeys.includes(key) || deKeys.includes(`${key}_one`);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}
const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(path, 'utf8');

beforeAll(() => {
  initI18n('de');
});

describe('catalogues', () => {
  it('have exactly the same keys in German and English', () => {
    expect(enKeys.filter((k) => !deKeys.includes(k))).toEqual([]);
    expect(deKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = (tree: Tree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? (v.trim() ? [] : [prefix + k]) : empty(v, `${prefix}${k}.`),
      );
    expect(empty(de)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it('know every literal key the renderer passes to t()', () => {
    const used = sources(join(root, 'src/renderer')).flatMap((file) =>
      [...read(file).matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(100);
    expect([...new Set(used.filter((k) => !has(k)))]).toEqual([]);
  });

  it('name every enum value, module key and outbox state', () => {
    const missing = [
      ...contactStatuses.map((v) => `enums.contactStatus.${v}`),
      ...dealStatuses.map((v) => `enums.dealStatus.${v}`),
      ...projectTypes.map((v) => `enums.projectType.${v}`),
      ...projectStatuses.map((v) => `enums.projectStatus.${v}`),
      ...moduleStatuses.map((v) => `enums.moduleStatus.${v}`),
      ...moduleKeys.map((v) => `module.${v}.title`),
      ...outboxEntrySchema.shape.state.options.map((v) => `outbox.state.${v}`),
      ...syncStatusSchema.shape.state.options.map((v) => `status.state.${v}`),
      ...keyStorageSchema.options.map((v) => `settings.storage.${v}`),
      ...keyWarningSchema.options.map((v) => `settings.warning.${v}`),
      ...connectionOutcomeSchema.shape.outcome.options.map((v) => `settings.testResult.${v}`),
    ].filter((k) => !has(k));
    expect(missing).toEqual([]);
  });
});

describe('error codes', () => {
  const coreCodes = [
    'validation_failed',
    'record_missing',
    'stage_unknown',
    'module_locked',
    'outbox_entry_missing',
    'outbox_wrong_state',
    'outbox_in_flight',
    'outbox_has_dependents',
    'outbox_unknown_kind',
    'protocol_no_id',
    'database_too_new',
    'database_damaged',
    'database_in_use',
    'conflict_unresolved',
    'workspace_has_unsynced',
    'unknown_channel',
    'invalid_request',
    'internal',
  ];
  const syncCodes = [
    'network_unreachable',
    'network_timeout',
    'server_error',
    'rate_limited',
    'auth_invalid_key',
    'auth_access_not_granted',
    'protocol_error',
    'unexpected_answer',
    'internal',
  ];
  const issueCodes = [
    'too_big',
    'too_small',
    'invalid_type',
    'invalid_value',
    'invalid_format',
    'unrecognized_keys',
    'custom',
    'record_missing',
    'stage_unknown',
  ];

  it('every IPC, core and host error code has a sentence', () => {
    // The codes the main side raises: the IPC layer's list and every coded error constructor.
    const raised = sources(join(root, 'src/main')).flatMap((file) =>
      [
        ...read(file).matchAll(
          /(?:new (?:CoreError|HostError|LocalWriteError|OutboxError)|super)\(\s*'([a-z]+_[a-z_]+)'/g,
        ),
      ].map((m) => m[1]!),
    );
    const codes = new Set([...ipcErrorCodes, ...coreCodes, ...raised]);
    expect([...codes].filter((c) => !has(`errors.${c}`))).toEqual([]);
  });

  it('every sync failure code has a sentence', () => {
    const failure = read(join(root, 'src/main/core/sync/failure.ts'));
    const produced = [...failure.matchAll(/code: '([a-z_]+)'/g)].map((m) => m[1]!);
    expect([...new Set([...syncCodes, ...produced])].filter((c) => !has(`sync.${c}`))).toEqual([]);
  });

  it('every field issue code has a sentence', () => {
    expect(issueCodes.filter((c) => !has(`issues.${c}`))).toEqual([]);
  });

  it('words code + params, never the English message', async () => {
    await setLanguage('de');
    const t = i18n.t;
    const error = new IpcError({
      code: 'module_locked',
      message: 'The module "waermepumpe" is locked',
      params: { moduleKey: 'waermepumpe' },
    });
    expect(errorText(t, error)).toContain('Das Modul „Wärmepumpe“ ist gesperrt');
    expect(codedErrorText(t, { code: 'workspace_has_unsynced', params: { count: 3 } })).toBe(
      'In diesem Arbeitsbereich warten noch 3 nicht gesendete Änderungen.',
    );
    expect(codedErrorText(t, { code: 'brand_new_code' })).toContain('brand_new_code');
    expect(issueText(t, { code: 'too_big', params: { origin: 'string', maximum: 200 } })).toBe(
      'darf höchstens 200 Zeichen lang sein',
    );
    expect(issueText(t, { code: 'too_small', params: { origin: 'number', minimum: 1 } })).toBe(
      'muss mindestens 1 sein',
    );
    expect(issueText(t, { code: 'invalid_format', params: { format: 'email' } })).toBe(
      'muss eine gültige E-Mail-Adresse sein',
    );
    expect(issueText(t, { code: 'whatever' })).toBe('ist ungültig');
    expect(syncErrorText(t, { code: 'server_error', params: { status: 503 } })).toContain(
      'HTTP 503',
    );
    expect(syncErrorText(t, { code: 'record_missing', params: {} })).toContain(
      'nicht (mehr) vorhanden',
    );
  });

  it('English words the same codes in English', async () => {
    await setLanguage('en');
    expect(issueText(i18n.t, { code: 'too_big', params: { origin: 'string', maximum: 5 } })).toBe(
      'must be at most 5 characters',
    );
    await setLanguage('de');
  });
});

describe('labels', () => {
  it('human German names, unknown values as themselves', () => {
    const t = i18n.t;
    expect(moduleName(t, 'heizlast-huellflaeche')).toBe('Heizlast (Hüllflächenverfahren)');
    expect(moduleName(t, 'u-wert-rechner')).toBe('U-Wert-Rechner');
    expect(moduleName(t, 'jaz')).toBe('Jahresarbeitszahl (JAZ)');
    expect(moduleName(t, 'brandneu')).toBe('brandneu');
    expect(enumLabel(t, 'contactStatus', 'lead')).toBe('Interessent');
    expect(enumLabel(t, 'contactStatus', 'vip')).toBe('vip');
    expect(enumLabel(t, 'moduleStatus', 'not_started')).toBe('Nicht begonnen');
    expect(enumLabel(t, 'projectType', 'heat-planning')).toBe('Heizungsplanung');
    expect(fieldLabel(t, 'firstName')).toBe('Vorname');
    expect(fieldLabel(t, 'lieblingsfarbe')).toBe('lieblingsfarbe');
    // Inherited object keys are not catalogue entries.
    expect(enumLabel(t, 'dealStatus', 'toString')).toBe('toString');
  });
});
