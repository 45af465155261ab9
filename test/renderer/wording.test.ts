import { beforeAll, describe, expect, it } from 'vitest';
import {
  changedFields,
  describeEntry,
  rejectionText,
} from '../../src/renderer/features/outbox/describe-entry';
import { displayState } from '../../src/renderer/features/sync-status/display-state';
import { formatDate, formatEuro } from '../../src/renderer/i18n/format';
import { i18n, initI18n } from '../../src/renderer/i18n';
import type { SyncStatusView } from '../../src/shared/ipc/contract';

/* What the outbox and the status bar say, in German. */

beforeAll(() => {
  initI18n('de');
});
const t = () => i18n.t;

describe('outbox entries in words', () => {
  it('names the record from the body, else from what the device knows, else its id', () => {
    expect(
      describeEntry(t(), {
        resource: 'contacts',
        op: 'create',
        recordId: 'local:1',
        body: { fields: { firstName: 'Florian', lastName: 'Wolf' } },
      }),
    ).toBe('Kontakt Florian Wolf angelegt');
    expect(
      describeEntry(
        t(),
        {
          resource: 'modules',
          op: 'patch',
          recordId: 'mod_1',
          moduleKey: 'waermepumpe',
          body: { payload: {} },
        },
        { project: 'Heizungsplanung Wolf' },
      ),
    ).toBe('Wärmepumpe in Projekt Heizungsplanung Wolf geändert');
    expect(
      describeEntry(t(), { resource: 'deals', op: 'archive', recordId: 'deal_9', body: {} }),
    ).toBe('Vorgang deal_9 archiviert');
    expect(describeEntry(t(), { resource: 'gadgets', op: 'patch', recordId: 'g1', body: {} })).toBe(
      'patch gadgets: g1',
    );
  });

  it('says which fields a patch changes, in German where the key is known', () => {
    expect(
      changedFields(t(), {
        op: 'patch',
        changed: ['status', 'fields.email', 'fields.lieblingsfarbe'],
      }),
    ).toBe('Status, E-Mail, lieblingsfarbe');
    expect(changedFields(t(), { op: 'create', changed: ['name'] })).toBeNull();
  });

  it('frames a refusal by its HTTP status', () => {
    const r = (status: number, code = 'x') =>
      rejectionText(t(), { status, code, message: 'reason' });
    expect(r(422)).toBe('Der Server hat die Änderung abgelehnt.');
    expect(r(400)).toBe('Der Server hat die Änderung abgelehnt.');
    expect(r(404)).toBe('Diesen Datensatz gibt es auf dem Server nicht (mehr).');
    expect(r(409)).toBe('Das Modul ist auf dem Server gesperrt.');
    expect(r(423)).toBe('Das Modul ist auf dem Server gesperrt.');
    expect(r(404, 'not_supported')).toContain('Nur lokal gespeichert');
    expect(r(500)).toBe('Der Server hat die Änderung abgelehnt (HTTP 500).');
  });
});

describe('status bar', () => {
  const idle: SyncStatusView = {
    state: 'idle',
    lastSuccessAt: null,
    lastError: null,
    nextAttemptAt: null,
    pending: 0,
    rejected: 0,
    conflicts: 0,
    dataLoss: null,
  };
  it('never says "synced" while a refused write or a conflict waits', () => {
    expect(displayState(idle)).toBe('idle');
    expect(displayState({ ...idle, pending: 2 })).toBe('pending');
    expect(displayState({ ...idle, pending: 2, rejected: 1 })).toBe('rejected');
    expect(displayState({ ...idle, rejected: 1, conflicts: 1 })).toBe('conflict');
    expect(displayState({ ...idle, state: 'paused', rejected: 1 })).toBe('paused');
    expect(displayState({ ...idle, state: 'offline' })).toBe('offline');
  });
});

describe('German formats', () => {
  it('money and dates', () => {
    expect(formatEuro(24000)).toBe('24.000\u00a0€');
    expect(formatEuro(24000.5)).toBe('24.000,50\u00a0€');
    expect(formatEuro(null)).toBe('–');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22.11.2026');
  });
});
