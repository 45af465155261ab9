import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src/main/core';
import { ApiPeer, coreFor, tempDir, type RunningServer } from './helpers';
import { startServer } from '../../src/server';

describe('sync of the demo workspace', () => {
  let server: RunningServer;
  let core: Core;
  const tmp = tempDir();
  let peer: ApiPeer;

  beforeAll(async () => {
    server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    peer = new ApiPeer(server.url);
    core = coreFor(server.url, join(tmp.dir, 'local.sqlite'));
  });
  afterAll(async () => {
    await core.close();
    await server.close();
    tmp.cleanup();
  });

  it('copies the whole workspace on the first sync: the local copy equals the server', async () => {
    const summary = await core.engine.sync({ sweep: true });
    const local = core.store.dump();
    expect(local).toEqual(await peer.state());
    expect(local.contacts.length).toBeGreaterThan(10);
    expect(local.modules.some((m) => m.status === 'locked' && m.lockedReason)).toBe(true);
    expect(summary.received.contacts).toBe(local.contacts.length);
  });

  it('costs one request per list when nothing changed, and changes nothing', async () => {
    const before = core.store.dump();
    const summary = await core.engine.sync({ sweep: false });
    // deal stages, contacts, buildings, deals, projects
    expect(summary.requests).toBe(5);
    expect(Object.values(summary.changed).reduce((a, b) => a + b, 0)).toBe(0);
    expect(core.store.dump()).toEqual(before);
  });

  it('picks up exactly what another client changed, including a new module payload and PV plan', async () => {
    const [contact] = await peer.all<{ id: string; fields: Record<string, unknown> }>(
      '/v1/contacts',
    );
    await peer.request('PATCH', `/v1/contacts/${contact!.id}`, {
      fields: { phone: '+49 89 1234567' },
    });
    const [project] = await peer.all<{ id: string }>('/v1/projects');
    await peer.request('PATCH', `/v1/projects/${project!.id}/modules/verbrauch`, {
      payload: { years: [{ year: 2025, kwh: 18400 }] },
      status: 'draft',
    });
    await peer.request('POST', `/v1/projects/${project!.id}/pv-plans`, {
      originLat: 48.1,
      originLng: 11.5,
    });

    const summary = await core.engine.sync({ sweep: false });
    expect(summary.changed.contacts).toBe(1);
    expect(summary.changed.modules).toBeGreaterThanOrEqual(1);
    expect(summary.changed.pvPlans).toBe(1);
    expect(core.store.dump()).toEqual(await peer.state());
    expect(core.store.getContact(contact!.id)?.fields.phone).toBe('+49 89 1234567');
  });
});
