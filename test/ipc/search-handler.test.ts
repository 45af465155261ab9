import { describe, expect, it } from 'vitest';
import type { IpcResult } from '../../src/shared/ipc/contract';
import { createHandlers, dispatch } from '../../src/main/ipc/handlers';
import {
  serverBuilding,
  serverContact,
  serverDeal,
  serverProject,
  testStore,
} from '../core/store/fixtures';

/* The global search's channel (Ctrl+K): one request, the four kinds grouped. */

function searchHandlers() {
  const { store } = testStore();
  store.applyServerRecords('contacts', [
    serverContact('c-brandt', { fields: { firstName: 'Eva', lastName: 'Brandt' } }),
  ]);
  store.applyServerRecords('buildings', [
    serverBuilding('b-1', 'c-brandt', { street: 'Am Sande 1', city: 'Lüneburg' }),
  ]);
  store.applyServerRecords('projects', [
    serverProject('p-1', 'c-brandt', 'b-1', { title: 'Heizlast' }),
  ]);
  store.applyServerRecords('deals', [
    serverDeal('d-1', 'c-brandt', { title: 'Wärmepumpe', city: 'Lüneburg' }),
  ]);
  const handlers = createHandlers({ store, engine: {} as never });
  return (request: unknown) => dispatch(handlers, 'search.global', request);
}

const ids = (result: IpcResult<unknown>) => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  const value = result.value as Record<string, { id: string }[]>;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v.map((r) => r.id)]));
};

describe('search.global', () => {
  it('answers every kind, grouped, for what a German types', async () => {
    const search = searchHandlers();
    expect(ids(await search({ text: 'luneburg' }))).toEqual({
      contacts: ['c-brandt'],
      buildings: ['b-1'],
      deals: ['d-1'],
      projects: ['p-1'],
    });
    expect(ids(await search({ text: 'heizlast brandt' }))).toEqual({
      contacts: [],
      buildings: [],
      deals: [],
      projects: ['p-1'],
    });
  });

  it('refuses a query longer than 200 characters and a page out of bounds', async () => {
    const search = searchHandlers();
    expect(await search({ text: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(await search({ text: 'x', perKind: 0 })).toMatchObject({ ok: false });
  });
});
