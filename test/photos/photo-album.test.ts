import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import type { Core } from '../../src/main/core';
import { createHandlers, dispatch } from '../../src/main/ipc/handlers';
import { photoEntriesOf, photosModuleKey } from '../../src/shared/photos/photo-entry';
import { projectPhotos } from '../../src/shared/photos/photo-list';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from '../sync/helpers';
import { newPhotoEntry, projectWithoutPhotos } from './helpers';

/*
 * "Nothing is lost": a photo added offline survives a restart, a payload write the
 * server refuses and a conflict, through the real core against the reference server. What syncs
 * is the photo's entry in the project-information payload (caption, thumbnail ...); the original
 * stays in the attachment store beside the database.
 */

type Server = Awaited<ReturnType<typeof startServer>>;
type Module = { id: string; projectId: string; moduleKey: string; payload: unknown };

// Not a decodable picture: the core stores bytes; the renderer's worker makes the images.
const original = Buffer.from('original photo bytes, as the camera wrote them '.repeat(50));
const scaled = Buffer.from('downscaled copy');

function addRequest(projectId: string, caption: string) {
  return {
    projectId,
    original,
    scaled,
    mimeType: 'image/jpeg',
    fileName: 'IMG_0042.jpg',
    entry: newPhotoEntry(caption),
  };
}

async function ok<T>(promise: Promise<{ ok: boolean; value?: unknown; error?: unknown }>) {
  const result = await promise;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
}

describe('photos of the site visit, through the real core', () => {
  let tmp: ReturnType<typeof tempDir>;
  let server: Server;
  let peer: ApiPeer;
  let core: Core;
  let projectId: string;
  const dbPath = () => join(tmp.dir, 'local.sqlite');
  const open = () => {
    core = coreFor(server.url, dbPath());
    return createHandlers(core);
  };
  const serverEntries = async () => {
    const modules = await peer.request<{ data: Module[] }>(
      'GET',
      `/v1/projects/${projectId}/modules`,
    );
    return photoEntriesOf(modules.data.find((m) => m.moduleKey === photosModuleKey)?.payload);
  };
  const shown = () =>
    projectPhotos(
      core.store.getModule(projectId, photosModuleKey)?.payload,
      core.photos.list(projectId),
    );

  beforeEach(async () => {
    tmp = tempDir();
    server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    peer = new ApiPeer(server.url);
    open();
    await core.engine.sync({ sweep: true });
    projectId = projectWithoutPhotos(core);
  });
  afterEach(async () => {
    await core?.close();
    await server?.close();
    tmp.cleanup();
  });

  it('keeps a photo added offline through a restart, then syncs its entry, not its original', async () => {
    core.engine.setPaused(true);
    let handlers = createHandlers(core);
    const added = await ok<{ id: string }>(
      dispatch(handlers, 'photos.add', addRequest(projectId, 'Typenschild Gaskessel')),
    );
    await core.close();

    handlers = open();
    const [photo] = await ok<{ id: string; entry: { beschriftung: string } }[]>(
      dispatch(handlers, 'photos.list', { projectId }),
    );
    expect(photo).toMatchObject({ id: added.id, entry: { beschriftung: 'Typenschild Gaskessel' } });
    const image = await ok<{ dataUri: string }>(
      dispatch(handlers, 'photos.image', { id: added.id, kind: 'original' }),
    );
    expect(image.dataUri).toBe(`data:image/jpeg;base64,${original.toString('base64')}`);
    // Content-addressed, private to the user.
    const hash = (await import('node:crypto')).createHash('sha256').update(original).digest('hex');
    const file = join(tmp.dir, 'attachments', hash.slice(0, 2), hash);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(tmp.dir, 'attachments')).mode & 0o777).toBe(0o700);

    await syncUntilQuiet(core);
    const onServer = await serverEntries();
    expect(onServer[added.id]).toMatchObject({
      beschriftung: 'Typenschild Gaskessel',
      kategorie: 'typenschild-waermeerzeuger',
      vorschau: newPhotoEntry('').vorschau,
      reihenfolge: 0,
    });
    // The original never went out: no payload holds its bytes.
    expect(JSON.stringify(onServer)).not.toContain(original.toString('base64').slice(0, 40));
  });

  it('keeps the photo when the server refuses the payload write (module locked meanwhile)', async () => {
    const handlers = createHandlers(core);
    const added = await ok<{ id: string }>(
      dispatch(handlers, 'photos.add', addRequest(projectId, 'Zähler Keller')),
    );
    await peer.request('PATCH', `/v1/projects/${projectId}/modules/${photosModuleKey}`, {
      status: 'locked',
    });
    await core.engine.sync({ sweep: true });
    expect(core.store.listOutbox()[0]).toMatchObject({ state: 'rejected', resource: 'modules' });
    // The payload shows the server's state; the photo is still here, marked as only local.
    expect(photoEntriesOf(core.store.getModule(projectId, photosModuleKey)!.payload)).toEqual({});
    expect(shown()).toMatchObject([
      { id: added.id, localOnly: true, onDevice: true, entry: { beschriftung: 'Zähler Keller' } },
    ]);
    // The module is locked now: a new photo can't be added, and nothing half-stored remains.
    const refused = await dispatch(handlers, 'photos.add', addRequest(projectId, 'Fassade'));
    expect(refused).toMatchObject({ ok: false, error: { code: 'module_locked' } });
    expect(core.photos.list(projectId)).toHaveLength(1);
  });

  it('merges photos per photo, and keeps both captions of one photo as a conflict', async () => {
    const handlers = createHandlers(core);
    const first = await ok<{ id: string }>(
      dispatch(handlers, 'photos.add', addRequest(projectId, 'Fassade Süd')),
    );
    await syncUntilQuiet(core);

    // Offline here: a new photo and a new caption; meanwhile the office re-captions the same
    // photo and another device adds one of its own.
    core.engine.setPaused(true);
    const second = await ok<{ id: string }>(
      dispatch(handlers, 'photos.add', addRequest(projectId, 'Heizkörper Bad')),
    );
    await ok(
      dispatch(handlers, 'photos.change', {
        projectId,
        id: first.id,
        changes: { beschriftung: 'Fassade Süd mit Riss' },
      }),
    );
    const path = `/v1/projects/${projectId}/modules/${photosModuleKey}`;
    const module = (
      await peer.request<{ data: Module[] }>('GET', `/v1/projects/${projectId}/modules`)
    ).data.find((m) => m.moduleKey === photosModuleKey)!;
    const payload = module.payload as { fotos: Record<string, Record<string, unknown>> };
    await peer.request('PATCH', path, {
      payload: {
        ...payload,
        fotos: {
          ...payload.fotos,
          [first.id]: { ...payload.fotos[first.id], beschriftung: 'Fassade Südseite' },
          'other-device': { ...payload.fotos[first.id], beschriftung: 'Dach Nord', reihenfolge: 5 },
        },
      },
    });
    core.engine.setPaused(false);
    await core.engine.sync({ sweep: true });
    await core.engine.sync({ sweep: true });

    const [entry] = core.store.listOutbox();
    expect(entry?.state).toBe('conflict');
    const field = `payload.fotos.${first.id}.beschriftung`;
    expect(entry?.conflict?.fields.map((f) => f.path)).toEqual([field]);
    // Nothing is lost on this device: both photos with this device's words.
    expect(core.photos.list(projectId).map((p) => [p.id, p.entry.beschriftung])).toEqual([
      [first.id, 'Fassade Süd mit Riss'],
      [second.id, 'Heizkörper Bad'],
    ]);

    await ok(dispatch(handlers, 'outbox.resolve', { seq: entry!.seq, keep: { [field]: 'mine' } }));
    await syncUntilQuiet(core);
    const onServer = await serverEntries();
    expect(onServer[first.id]?.beschriftung).toBe('Fassade Süd mit Riss');
    expect(onServer[second.id]?.beschriftung).toBe('Heizkörper Bad');
    expect(onServer['other-device']?.beschriftung).toBe('Dach Nord');
    // The other device's photo shows here by its thumbnail, without an original.
    expect(shown().find((p) => p.id === 'other-device')).toMatchObject({
      onDevice: false,
      localOnly: false,
    });
  });

  it('reorders and removes, and refuses a caption longer than the payload allows', async () => {
    const handlers = createHandlers(core);
    const a = await ok<{ id: string }>(
      dispatch(handlers, 'photos.add', addRequest(projectId, 'A')),
    );
    const b = await ok<{ id: string }>(
      dispatch(handlers, 'photos.add', addRequest(projectId, 'B')),
    );
    await ok(dispatch(handlers, 'photos.reorder', { projectId, ids: [b.id, a.id] }));
    expect(shown().map((p) => p.entry.beschriftung)).toEqual(['B', 'A']);
    await ok(dispatch(handlers, 'photos.remove', { projectId, id: b.id }));
    expect(shown().map((p) => p.entry.beschriftung)).toEqual(['A']);
    const tooLong = await dispatch(handlers, 'photos.change', {
      projectId,
      id: a.id,
      changes: { beschriftung: 'x'.repeat(301) },
    });
    expect(tooLong).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    await syncUntilQuiet(core);
    expect(Object.values(await serverEntries()).map((e) => e.beschriftung)).toEqual(['A']);
  });
});
