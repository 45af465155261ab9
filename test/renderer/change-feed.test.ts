import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  applyHostChange,
  applyStatus,
  applyWorkspaceSwitch,
  feedRefreshed,
  invalidationsFor,
} from '../../src/renderer/app/change-feed';

const contactDetail = (
  id: string,
  children: { buildings?: string[]; deals?: string[]; projects?: string[] } = {},
) => ({
  contact: { id },
  buildings: (children.buildings ?? []).map((b) => ({ id: b })),
  deals: (children.deals ?? []).map((d) => ({ id: d })),
  projects: (children.projects ?? []).map((p) => ({ id: p })),
});
const projectDetail = (id: string, modules: string[]) => ({
  project: { id },
  modules: modules.map((m) => ({ id: m })),
});

/** A cache as a screen leaves it: two contacts open earlier, a search, a project, the board. */
function seeded(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['contacts', 'search', ''], { data: [], hasMore: false });
  client.setQueryData(['contacts', 'search', 'mül'], { data: [], hasMore: false });
  client.setQueryData(
    ['contacts', 'detail', 'con_a'],
    contactDetail('con_a', { buildings: ['bld_1'], deals: ['deal_1'], projects: ['prj_1'] }),
  );
  client.setQueryData(
    ['contacts', 'detail', 'con_b'],
    contactDetail('con_b', { buildings: ['bld_2'] }),
  );
  client.setQueryData(['projects', 'list', ''], { data: [], hasMore: false });
  client.setQueryData(['projects', 'detail', 'prj_1'], projectDetail('prj_1', ['mod_1', 'mod_2']));
  client.setQueryData(['projects', 'detail', 'prj_2'], projectDetail('prj_2', ['mod_3']));
  client.setQueryData(['pipeline'], { columns: [] });
  client.setQueryData(['outbox', 'list'], { data: [] });
  return client;
}

const invalidated = (client: QueryClient): string[] =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey))
    .sort();
const key = (...parts: string[]) => JSON.stringify(parts satisfies QueryKey);

describe('change feed → query invalidation', () => {
  it('a changed contact: its detail and every contact search, nothing else', () => {
    const client = seeded();
    applyChange(client, { resource: 'contacts', ids: ['con_a'] });
    expect(invalidated(client)).toEqual(
      [
        key('contacts', 'detail', 'con_a'),
        key('contacts', 'search', ''),
        key('contacts', 'search', 'mül'),
      ].sort(),
    );
  });

  it('a search index built: every search of its kind and the global search, nothing else', () => {
    const client = seeded();
    client.setQueryData(['globalSearch', 'kunold'], { contacts: [] });
    applyChange(client, { resource: 'contacts', ids: [], searchable: true });
    expect(invalidated(client)).toEqual(
      [
        key('contacts', 'search', ''),
        key('contacts', 'search', 'mül'),
        key('globalSearch', 'kunold'),
      ].sort(),
    );
    const other = seeded();
    applyChange(other, { resource: 'projects', ids: [], searchable: true });
    expect(invalidated(other)).toEqual([key('projects', 'list', '')]);
  });

  it('a known building: only the contact that lists it', () => {
    const client = seeded();
    applyChange(client, { resource: 'buildings', ids: ['bld_2'] });
    expect(invalidated(client)).toEqual([key('contacts', 'detail', 'con_b')]);
  });

  it('a new building (in no cached contact): every cached contact detail, since its parent is not named', () => {
    const client = seeded();
    applyChange(client, { resource: 'buildings', ids: ['bld_new'] });
    expect(invalidated(client)).toEqual([
      key('contacts', 'detail', 'con_a'),
      key('contacts', 'detail', 'con_b'),
    ]);
  });

  it('a deal: the board and every cached contact, since a patch can move it to another one', () => {
    const client = seeded();
    applyChange(client, { resource: 'deals', ids: ['deal_1'] });
    expect(invalidated(client)).toEqual([
      key('contacts', 'detail', 'con_a'),
      key('contacts', 'detail', 'con_b'),
      key('pipeline'),
    ]);
  });

  it('deal stages: the board only', () => {
    const client = seeded();
    applyChange(client, { resource: 'dealStages', ids: ['stg_1'] });
    expect(invalidated(client)).toEqual([key('pipeline')]);
  });

  it('a project: the project lists, its detail and the contact listing it', () => {
    const client = seeded();
    applyChange(client, { resource: 'projects', ids: ['prj_1'] });
    expect(invalidated(client)).toEqual(
      [
        key('contacts', 'detail', 'con_a'),
        key('projects', 'detail', 'prj_1'),
        key('projects', 'list', ''),
      ].sort(),
    );
  });

  it('a module: only the project that lists it', () => {
    const client = seeded();
    applyChange(client, { resource: 'modules', ids: ['mod_3'] });
    expect(invalidated(client)).toEqual([key('projects', 'detail', 'prj_2')]);
  });

  it('outbox: the outbox list, even without ids', () => {
    const client = seeded();
    applyChange(client, { resource: 'outbox', ids: [] });
    expect(invalidated(client)).toEqual([key('outbox', 'list')]);
  });

  it('no ids, no invalidation (except the outbox and stages)', () => {
    const client = seeded();
    expect(invalidationsFor(client, { resource: 'contacts', ids: [] })).toEqual([]);
    expect(invalidationsFor(client, { resource: 'modules', ids: [] })).toEqual([]);
  });

  it('a rename moves the local id’s detail to the server id and refreshes it', () => {
    const client = seeded();
    client.setQueryData(['contacts', 'detail', 'local:c1'], contactDetail('local:c1'));
    applyChange(client, { resource: 'contacts', ids: ['con_c'], renamed: { 'local:c1': 'con_c' } });
    expect(client.getQueryData(['contacts', 'detail', 'local:c1'])).toBeUndefined();
    // The open record stays on screen under its new key until it is read again, naming the
    // server's id already (a write from that screen must not name an id the core renamed).
    expect(client.getQueryData(['contacts', 'detail', 'con_c'])).toEqual(contactDetail('con_c'));
    expect(invalidated(client)).toContain(key('contacts', 'detail', 'con_c'));
    expect(invalidated(client)).toContain(key('contacts', 'search', ''));
  });

  it('a rename rewrites the local id in everything cached, so a save before the next read names the server’s id', () => {
    const client = seeded();
    // A project created on this device, its module editor open: the module names the project.
    client.setQueryData(['projects', 'detail', 'local:p1'], {
      project: { id: 'local:p1', buildingId: 'local:b1' },
      modules: [{ id: 'mod_9', projectId: 'local:p1', moduleKey: 'heizlast' }],
    });
    client.setQueryData(
      ['contacts', 'detail', 'con_b'],
      contactDetail('con_b', { buildings: ['local:b1'], projects: ['local:p1'] }),
    );
    applyChange(client, {
      resource: 'projects',
      ids: ['prj_9'],
      renamed: { 'local:p1': 'prj_9', 'local:b1': 'bld_9' },
    });
    // Until the project is read again, the editor saves with the id on screen: the server's one.
    expect(client.getQueryData(['projects', 'detail', 'prj_9'])).toEqual({
      project: { id: 'prj_9', buildingId: 'bld_9' },
      modules: [{ id: 'mod_9', projectId: 'prj_9', moduleKey: 'heizlast' }],
    });
    // Another screen's copy that lists the renamed records links to them by the server's id.
    expect(client.getQueryData(['contacts', 'detail', 'con_b'])).toEqual(
      contactDetail('con_b', { buildings: ['bld_9'], projects: ['prj_9'] }),
    );
    // Nothing else changes identity (a screen's memoised value stays the same object).
    const untouched = client.getQueryData(['contacts', 'detail', 'con_a']);
    applyChange(client, { resource: 'projects', ids: ['prj_8'], renamed: { 'local:p8': 'prj_8' } });
    expect(client.getQueryData(['contacts', 'detail', 'con_a'])).toBe(untouched);
  });

  it('a rename moves every read keyed by the local id (a project’s PV plans and photos) and reads it again', () => {
    const client = seeded();
    const plans = [{ id: 'pv_1', projectId: 'local:p1', name: 'Süddach' }];
    client.setQueryData(['pvPlans', 'project', 'local:p1'], plans);
    client.setQueryData(['photos', 'stored', 'local:p1'], [{ id: 'ph_1', projectId: 'local:p1' }]);
    client.setQueryData(['pipeline', 'deal', 'local:d1'], { deal: { id: 'local:d1' } });
    applyChange(client, { resource: 'projects', ids: ['prj_9'], renamed: { 'local:p1': 'prj_9' } });
    // The screen that now shows the project under the server's id finds what it showed: no
    // "Wird geladen…" in place of the plans and photos the consultant was looking at.
    expect(client.getQueryData(['pvPlans', 'project', 'prj_9'])).toEqual([
      { id: 'pv_1', projectId: 'prj_9', name: 'Süddach' },
    ]);
    expect(client.getQueryData(['photos', 'stored', 'prj_9'])).toEqual([
      { id: 'ph_1', projectId: 'prj_9' },
    ]);
    expect(client.getQueryData(['pvPlans', 'project', 'local:p1'])).toBeUndefined();
    expect(client.getQueryData(['photos', 'stored', 'local:p1'])).toBeUndefined();
    expect(invalidated(client)).toContain(key('pvPlans', 'project', 'prj_9'));
    expect(invalidated(client)).toContain(key('photos', 'stored', 'prj_9'));
    // A read of a record that was not renamed stays where it is.
    expect(client.getQueryData(['pipeline', 'deal', 'local:d1'])).toEqual({
      deal: { id: 'local:d1' },
    });
  });

  it('status: kept as the status query; the outbox list follows its counts', () => {
    const client = seeded();
    const status = {
      state: 'idle' as const,
      lastSuccessAt: null,
      lastError: null,
      nextAttemptAt: null,
      pending: 0,
      rejected: 0,
      conflicts: 0,
      dataLoss: null,
    };
    client.setQueryData(['sync', 'status'], status);
    applyStatus(client, { ...status, state: 'syncing' });
    expect(invalidated(client)).toEqual([]);
    applyStatus(client, { ...status, rejected: 1 });
    expect(invalidated(client)).toEqual([key('outbox', 'list')]);
    expect(client.getQueryData(['sync', 'status'])).toMatchObject({ rejected: 1 });
  });

  it('the host’s own data: only the read that changed (settings, workspaces, demo)', () => {
    const client = seeded();
    client.setQueryData(['settings'], { language: 'de', offline: false });
    client.setQueryData(['workspaces'], { activeId: 'demo', workspaces: [] });
    client.setQueryData(['demo'], { available: true, running: true });
    applyHostChange(client, { changed: 'workspaces' });
    expect(invalidated(client)).toEqual([key('workspaces')]);
    applyHostChange(client, { changed: 'settings' });
    applyHostChange(client, { changed: 'demo' });
    expect(invalidated(client)).toEqual([key('demo'), key('settings'), key('workspaces')]);
  });

  it('a workspace switch drops everything', () => {
    const client = seeded();
    applyWorkspaceSwitch(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('a first sync’s pages of 500 records', () => {
  /**
   * A window open for a while holds hundreds of reads (every search typed keeps its own for
   * minutes). Each walk of the cache visits all of them: walked once per id of a 500-record page,
   * 100 pages of contacts kept the window's thread busy for seconds while the user typed.
   */
  function walksOfTheCache(client: QueryClient, change: Parameters<typeof applyChange>[1]) {
    const cache = client.getQueryCache();
    let walks = 0;
    const findAll = cache.findAll.bind(cache);
    cache.findAll = (filters) => {
      walks++;
      return findAll(filters);
    };
    applyChange(client, change);
    return walks;
  }
  const page = (prefix: string) => Array.from({ length: 500 }, (_, i) => `${prefix}_${i}`);

  it('walk the cache as often for 500 ids as for one, and invalidate what each id would', () => {
    for (const resource of ['contacts', 'buildings', 'projects'] as const) {
      const ids = page(resource);
      ids[7] = resource === 'contacts' ? 'con_a' : resource === 'buildings' ? 'bld_2' : 'prj_1';
      const walksForOne = walksOfTheCache(seeded(), { resource, ids: [ids[7]] });
      const many = seeded();
      expect(walksOfTheCache(many, { resource, ids })).toBeLessThanOrEqual(walksForOne + 2);
      const oneByOne = seeded();
      for (const id of ids) applyChange(oneByOne, { resource, ids: [id] });
      expect(invalidated(many)).toEqual(invalidated(oneByOne));
    }
  });
});

describe('changes while a list is being read again (a sync landing page after page)', () => {
  it('keeps the read under way and reads once more after it, however many changes came', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    // The contact list on screen; each read answers what the store held when it began.
    let stored = 0;
    const reads: { began: number; answer: (n: number) => void }[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['contacts', 'search', 'wolf'],
      queryFn: () =>
        new Promise<number>((resolve) => {
          const began = stored;
          reads.push({ began, answer: () => resolve(began) });
        }),
    });
    const stop = observer.subscribe(() => undefined);
    await expect.poll(() => reads.length).toBe(1);
    reads[0]!.answer(0);
    await expect.poll(() => observer.getCurrentResult().data).toBe(0);
    // A page lands: the list is read again; three more land while that read is under way.
    stored = 1;
    applyChange(client, { resource: 'contacts', ids: ['con_a'] });
    await expect.poll(() => reads.length).toBe(2);
    for (const page of [2, 3, 4]) {
      stored = page;
      applyChange(client, { resource: 'contacts', ids: [`con_${page}`] });
    }
    // Not cancelled and begun again for each page: the read under way answers.
    expect(reads).toHaveLength(2);
    reads[1]!.answer(1);
    await expect.poll(() => observer.getCurrentResult().data).toBe(1);
    // Then one more read sees what it began too early to see.
    await expect.poll(() => reads.length).toBe(3);
    expect(reads[2]!.began).toBe(4);
    reads[2]!.answer(4);
    await feedRefreshed(client);
    expect(observer.getCurrentResult().data).toBe(4);
    expect(reads).toHaveLength(3);
    stop();
  });
});
