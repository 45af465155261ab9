import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DraftsModule from '../../src/renderer/stores/drafts';
import { installLocalStorage } from './local-storage';

// The store picks its storage when its module loads: localStorage must be there first. Files
// share loaded modules (vitest.config.ts), so the store is loaded afresh here, after it.
const storage = installLocalStorage();
vi.resetModules();
const { draftKey, storageKey, useDrafts }: typeof DraftsModule =
  await import('../../src/renderer/stores/drafts');

describe('drafts store', () => {
  beforeEach(() => useDrafts.setState({ drafts: {} }));

  it('keeps the base of the first edit, later edits only change the values', () => {
    const key = draftKey('module', 'prj_1', 'waermepumpe');
    useDrafts
      .getState()
      .save(key, { rows: ['a'] }, { stamp: '2026-01-01T00:00:00Z', content: { x: 1 } });
    useDrafts.getState().save(key, { rows: ['ab'] });
    expect(useDrafts.getState().drafts[key]).toMatchObject({
      values: { rows: ['ab'] },
      baseStamp: '2026-01-01T00:00:00Z',
      base: { x: 1 },
    });
    useDrafts.getState().rebase(key, '2026-02-01T00:00:00Z', { x: 2 });
    expect(useDrafts.getState().drafts[key]).toMatchObject({
      values: { rows: ['ab'] },
      baseStamp: '2026-02-01T00:00:00Z',
    });
  });

  it('moves drafts of a renamed record to the server id (key and values)', () => {
    const building = draftKey('building-new', 'local:c1');
    const other = draftKey('building-new', 'con_9');
    useDrafts.getState().save(building, { name: 'Altbau', contactId: 'local:c1' });
    useDrafts.getState().save(other, { name: 'Scheune' });
    useDrafts.getState().rename({ 'local:c1': 'con_42' });
    const drafts = useDrafts.getState().drafts;
    expect(drafts[building]).toBeUndefined();
    expect(drafts[draftKey('building-new', 'con_42')]?.values).toEqual({
      name: 'Altbau',
      contactId: 'con_42',
    });
    expect(drafts[other]?.values).toEqual({ name: 'Scheune' });
  });

  it('a renamed record’s draft keeps its base under the server id, so nothing reads as changed elsewhere', () => {
    const key = draftKey('contact', 'local:c1');
    const base = { id: 'local:c1', name: 'Jansen', updatedAt: '2026-01-01T00:00:00Z' };
    useDrafts.getState().save(key, { name: 'Janssen' }, { stamp: base.updatedAt, content: base });
    useDrafts.getState().rename({ 'local:c1': 'con_42' });
    // The edit form compares the base with the contact as read now: under the server's id.
    expect(useDrafts.getState().drafts[draftKey('contact', 'con_42')]?.base).toEqual({
      ...base,
      id: 'con_42',
    });
  });

  it('ids with slashes and colons survive the key round trip', () => {
    const key = draftKey('module', 'local:p/1', 'u-wert-rechner');
    useDrafts.getState().save(key, { rows: [] });
    useDrafts.getState().rename({ 'local:p/1': 'prj_7' });
    expect(Object.keys(useDrafts.getState().drafts)).toEqual([
      draftKey('module', 'prj_7', 'u-wert-rechner'),
    ]);
  });

  it('a rename that touches no draft leaves the state object alone', () => {
    useDrafts.getState().save('x', { a: 1 });
    const before = useDrafts.getState().drafts;
    useDrafts.getState().rename({ 'local:zz': 'con_zz' });
    expect(useDrafts.getState().drafts).toBe(before);
  });

  it('discard removes only that draft', () => {
    useDrafts.getState().save('a', { v: 1 });
    useDrafts.getState().save('b', { v: 2 });
    useDrafts.getState().discard('a');
    expect(Object.keys(useDrafts.getState().drafts)).toEqual(['b']);
  });

  it('persists to localStorage and comes back after a reload', async () => {
    useDrafts.getState().save(draftKey('contact-new'), { firstName: 'Erika' });
    const stored = JSON.parse(storage.get(storageKey)!) as {
      state: { drafts: Record<string, unknown> };
    };
    expect(Object.keys(stored.state.drafts)).toEqual([draftKey('contact-new')]);

    // A new window: the module loads again and reads what the last one kept.
    vi.resetModules();
    const again: typeof DraftsModule = await import('../../src/renderer/stores/drafts');
    expect(again.useDrafts.getState().drafts[draftKey('contact-new')]?.values).toEqual({
      firstName: 'Erika',
    });
  });
});
