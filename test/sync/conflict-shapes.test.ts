import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createHandlers, dispatch } from '../../src/main/ipc/handlers';
import type { IpcResult, OutboxEntryView } from '../../src/shared/ipc/contract';
import { startServer } from '../../src/server';
import { conflictEdits, seedConflictShapes } from './fixtures/conflict-shapes';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * Every conflict can be listed and resolved, whatever its shape. Each shape is built
 * through the real engine against the reference server; the outbox goes through the contract
 * (dispatch validates the answer as the app's bridge does), then each conflict is resolved with
 * mine, theirs or a value of the user's own, and the server ends up with that choice.
 */

const value = <T>(result: IpcResult<unknown>): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value as T;
};

describe('conflicts of every shape', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('are listed through the contract and resolved per key with mine, theirs or an own value', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'shapes.sqlite'));
    const handlers = createHandlers(core, { now: () => new Date('2026-11-25T10:00:00Z') });
    const call = (channel: string, request?: unknown) => dispatch(handlers, channel, request);
    try {
      const shapes = await seedConflictShapes(office, core, () =>
        core.engine.sync({ sweep: true }),
      );
      const edits = conflictEdits(shapes);
      edits.local(core);
      await edits.office(office);
      await syncUntilQuiet(core);

      const { data } = value<{ data: OutboxEntryView[] }>(await call('outbox.list'));
      expect(data.map((e) => e.state)).toEqual(data.map(() => 'conflict'));
      const byRecord = (id: string) => data.find((e) => e.recordId === id)!;
      const fieldsOf = (id: string) =>
        Object.fromEntries(byRecord(id).conflict!.fields.map((f) => [f.path, f]));

      // A side without the key has no property; null is not used for "missing".
      const phone = fieldsOf(shapes.phoneRemoved.id)['fields.phone']!;
      expect(Object.hasOwn(phone, 'mine')).toBe(false);
      expect(phone).toMatchObject({ base: '0761 1', theirs: '0761 2' });
      const email = fieldsOf(shapes.emailCleared.id)['fields.email']!;
      expect(Object.hasOwn(email, 'theirs')).toBe(false);
      expect(email).toMatchObject({ base: 'emil@ehrlich.de', mine: 'e.ehrlich@buero.de' });
      const stage = fieldsOf(shapes.dealMoved.id).stageId!;
      expect(stage.segments).toEqual(['stageId']);
      // The older format: the user's save moved gebaeude.luftwechsel to airChangeRate.
      const older = fieldsOf(shapes.olderFormat.id)['payload.gebaeude']!;
      expect(older).toMatchObject({
        base: { beheizteFlaeche: 142.5, luftwechsel: 0.5 },
        theirs: { beheizteFlaeche: 142.5, luftwechsel: 0.7 },
      });
      expect(Object.hasOwn(older, 'mine')).toBe(false);
      const nested = fieldsOf(shapes.nestedAndList.id);
      expect(nested['payload.bauteil']).toMatchObject({
        mine: { name: 'Außenwand Nord', ausrichtung: 'N' },
        theirs: 'Außenwand Nord (gedämmt)',
      });
      expect(nested['payload.layers']!.mine).toHaveLength(2);

      // A key that has no conflict is refused, nothing is written.
      const phoneEntry = byRecord(shapes.phoneRemoved.id);
      const wrong = await call('outbox.resolve', {
        seq: phoneEntry.seq,
        keep: { 'fields.email': 'mine' },
      });
      expect(wrong).toMatchObject({ ok: false, error: { code: 'conflict_unresolved' } });
      expect(core.store.getOutboxEntry(phoneEntry.seq).state).toBe('conflict');

      const resolve = async (id: string, keep: Record<string, unknown>) =>
        value(await call('outbox.resolve', { seq: byRecord(id).seq, keep }));
      await resolve(shapes.phoneRemoved.id, { 'fields.phone': 'mine' });
      await resolve(shapes.emailCleared.id, { 'fields.email': { value: 'emil@ehrlich.info' } });
      await resolve(shapes.dealMoved.id, { stageId: 'theirs' });
      await resolve(shapes.olderFormat.id, { 'payload.gebaeude': 'mine' });
      await resolve(shapes.nestedAndList.id, {
        'payload.bauteil': 'theirs',
        'payload.layers': 'mine',
      });
      await syncUntilQuiet(core);
      expect(value<{ data: unknown[] }>(await call('outbox.list')).data).toEqual([]);

      const contact = (id: string) =>
        office.request<{ fields: object }>('GET', `/v1/contacts/${id}`);
      expect((await contact(shapes.phoneRemoved.id)).fields).not.toHaveProperty('phone');
      expect((await contact(shapes.emailCleared.id)).fields).toMatchObject({
        email: 'emil@ehrlich.info',
      });
      const deal = await office.request<{ stageId: string }>(
        'GET',
        `/v1/deals/${shapes.dealMoved.id}`,
      );
      expect(deal.stageId).toBe(shapes.dealMoved.stages[2]!.id);
      const modules = await office.request<{ data: { moduleKey: string; payload: object }[] }>(
        'GET',
        `/v1/projects/${shapes.projectId}/modules`,
      );
      const payloadOf = (key: string) => modules.data.find((m) => m.moduleKey === key)!.payload;
      expect(payloadOf('heizlast-huellflaeche')).toEqual({
        designOutdoorTemperature: -12,
        heatedArea: 142.5,
        airChangeRate: 0.6,
      });
      expect(payloadOf('u-wert-rechner')).toEqual({
        bauteil: 'Außenwand Nord (gedämmt)',
        layers: [
          { material: 'Kalksandstein', dickeMm: 175 },
          { material: 'Mineralwolle', dickeMm: 160 },
        ],
      });
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('lists a damaged entry as one that waits for the user, beside the readable ones', async () => {
    const file = join(tmp.dir, 'damaged.sqlite');
    const first = coreFor('http://127.0.0.1:9', file);
    first.store.createContact({ fields: { firstName: 'Lea', lastName: 'Lesbar' } });
    first.store.createContact({ fields: { firstName: 'Kai', lastName: 'Kaputt' } });
    await first.close();
    // Damaged on disk (an older version's bug, a bad sector): cut-off JSON.
    const db = new Database(file);
    db.prepare('UPDATE outbox SET body = ? WHERE seq = 2').run('{"fields": {"firstName": "Kai"');
    db.close();

    const core = coreFor('http://127.0.0.1:9', file);
    const handlers = createHandlers(core, { now: () => new Date('2026-11-25T10:00:00Z') });
    try {
      const { data } = value<{ data: OutboxEntryView[] }>(
        await dispatch(handlers, 'outbox.list', {}),
      );
      expect(data).toHaveLength(2);
      expect(data[0]).toMatchObject({ seq: 1, state: 'queued', unreadable: null });
      expect(data[1]).toMatchObject({
        seq: 2,
        state: 'rejected',
        rejection: { code: 'unreadable' },
      });
      expect(data[1]!.unreadable).toMatch(/cannot be read/);
      // It is never sent by itself, and retried only with a body the user gives.
      expect(core.store.nextPushable().map((e) => e.seq)).toEqual([1]);
      const retry = await dispatch(handlers, 'outbox.retry', { seq: 2 });
      expect(retry).toMatchObject({ ok: false, error: { code: 'outbox_unreadable' } });
      // Discarding it removes only it.
      value(await dispatch(handlers, 'outbox.discard', { seq: 2 }));
      expect(core.store.listOutbox().map((e) => e.seq)).toEqual([1]);
    } finally {
      await core.close();
    }
  });
});
