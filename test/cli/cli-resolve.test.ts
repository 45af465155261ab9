import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { conflictEdits, seedConflictShapes } from '../sync/fixtures/conflict-shapes';
import { cli } from '../support/cli';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from '../sync/helpers';

/* `outbox` says conflicts with names, `resolve` decides one without the app. */

// Each CLI call starts the core's worker (in this process: test/support/cli.ts): a second
// apiece on a loaded 2-core machine, and a test makes up to eight of them.
describe('cli outbox and resolve', { timeout: 180_000 }, () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('prints stage names instead of ids and resolves per key; bad input writes nothing', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const file = join(tmp.dir, 'cli.sqlite');
    const office = new ApiPeer(server.url);
    const core = coreFor(server.url, file);
    let shapes;
    try {
      shapes = await seedConflictShapes(office, core, () => core.engine.sync({ sweep: true }));
      const edits = conflictEdits(shapes);
      edits.local(core);
      await edits.office(office);
      await syncUntilQuiet(core);
    } finally {
      await core.close();
      await server.close();
    }
    const [, offer, order] = shapes.dealMoved.stages;
    const dealSeq = async () => {
      const entries = JSON.parse((await cli(['outbox', '--db', file, '--json'])).stdout) as {
        seq: number;
        recordId: string;
        state: string;
      }[];
      return entries.find((e) => e.recordId === shapes.dealMoved.id)!;
    };
    const deal = await dealSeq();
    const german = { LANG: 'de_DE.UTF-8', LANGUAGE: '', LC_ALL: '', LC_MESSAGES: '' };
    const printed = await cli(['outbox', '--db', file], german);
    expect(printed.code).toBe(0);
    // A module by its title and its payload's keys by the editor's labels, as the outbox page;
    // the key itself stays first: `resolve` takes it.
    expect(printed.stdout).toContain(
      '"Heizlast (Hüllflächenverfahren) in Projekt Heizungsplanung Pfeiffer"',
    );
    expect(printed.stdout).toMatch(/payload\.gebaeude \(Gebäude\): yours \(no such key\), server /);
    expect(printed.stdout).not.toContain('heizlast-huellflaeche');
    const english = await cli(['outbox', '--db', file], { ...german, LANG: 'en_GB.UTF-8' });
    expect(english.stdout).toContain(
      '"Heat load (envelope method) in project Heizungsplanung Pfeiffer"',
    );
    expect(english.stdout).toMatch(/payload\.gebaeude \(Building\): yours \(no such key\)/);
    expect(printed.stdout).toContain('"Wärmepumpe Pfeiffer"');
    expect(printed.stdout).toContain(
      `stageId: yours ${JSON.stringify(offer!.name)}, server ${JSON.stringify(order!.name)}`,
    );
    expect(printed.stdout).not.toContain(`yours "${offer!.id}"`);
    expect(printed.stdout).toMatch(/fields\.phone: yours \(no such key\), server "0761 2"/);

    for (const bad of [
      [String(deal.seq), 'stageId', 'maybe'],
      ['x', 'stageId', 'mine'],
      [String(deal.seq), 'stageId'],
    ]) {
      const refused = await cli(['resolve', '--db', file, ...bad]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/^resolve: /);
    }
    const wrongKey = await cli(['resolve', '--db', file, String(deal.seq), 'title', 'mine']);
    expect(wrongKey.code).toBe(2);
    expect(wrongKey.stderr).toMatch(/conflict_unresolved.*Nothing was written/);
    expect((await dealSeq()).state).toBe('conflict');

    const done = await cli(['resolve', '--db', file, String(deal.seq), 'stageId', 'theirs']);
    expect(done).toMatchObject({ code: 0 });
    expect(done.stdout).toMatch(/resolved \(stageId\)/);
    // Taking the server's stage leaves nothing to send: the entry is gone.
    expect(await dealSeq()).toBeUndefined();
  });

  it("says deleted records in the app's words; `resolve N restore` and `resolve N discard`", async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const file = join(tmp.dir, 'cli-deleted.sqlite');
    const office = new ApiPeer(server.url);
    const contact = await office.request<{ id: string }>('POST', '/v1/contacts', { fields: {} });
    const other = await office.request<{ id: string }>('POST', '/v1/contacts', {
      fields: { lastName: 'Ehrlich' },
    });
    const stages = await office.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages');
    const deal = await office.request<{ id: string }>('POST', '/v1/deals', {
      contactId: contact.id,
      title: 'Wärmepumpe Brandt',
      stageId: stages.data[0]!.id,
    });
    const core = coreFor(server.url, file);
    let dealSeq = 0;
    let contactSeq = 0;
    try {
      await core.engine.sync();
      core.store.patchDeal(deal.id, { value: 21000 });
      core.store.patchContact(other.id, { fields: { phone: '0761 1' } });
      await office.request('DELETE', `/v1/deals/${deal.id}`);
      await office.request('DELETE', `/v1/contacts/${other.id}`);
      await syncUntilQuiet(core);
      const entries = core.store.listOutbox();
      expect(entries.map((e) => e.conflict?.kind)).toEqual(['deleted', 'deleted']);
      dealSeq = entries.find((e) => e.resource === 'deals')!.seq;
      contactSeq = entries.find((e) => e.resource === 'contacts')!.seq;
    } finally {
      await core.close();
    }
    const listed = await cli(['outbox', '--db', file]);
    expect(listed.stdout).toContain('Auf dem Server gelöscht');
    expect(listed.stdout).toContain(`resolve ${dealSeq} restore`);
    expect(listed.stdout).toContain(`resolve ${contactSeq} discard`);
    const dropped = await cli(['resolve', '--db', file, String(contactSeq), 'discard']);
    expect(dropped.code).toBe(0);
    const settled = await cli(['resolve', '--db', file, String(dealSeq), 'restore']);
    expect(settled.code).toBe(0);
    const after = coreFor(server.url, file);
    try {
      expect(after.store.getContact(other.id)).toBeUndefined();
      await syncUntilQuiet(after);
      const deals = await office.all<{ title: string; value: number }>('/v1/deals');
      expect(deals.map((d) => [d.title, d.value])).toEqual([['Wärmepumpe Brandt', 21000]]);
      expect(await office.all('/v1/contacts')).toHaveLength(1);
    } finally {
      await after.close();
      await server.close();
    }
  });
});
