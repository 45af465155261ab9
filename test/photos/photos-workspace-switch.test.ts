import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server';
import { dispatch } from '../../src/main/ipc/handlers';
import { FileKeyVault } from '../../src/main/workspaces/file-key-vault';
import { WorkspaceManager } from '../../src/main/workspaces/manager';
import { photosModuleKey } from '../../src/shared/photos/photo-entry';
import { tempDir, value } from '../workspaces/helpers';

/*
 * A photo added in one workspace survives switching to another and back, through the
 * app's own path (workspace manager, the core in its worker); its original lives in that
 * workspace's folder and goes only when the workspace is removed.
 */

const remoteKey = 'remote-key-0123456789';
let remote: RunningServer;
beforeAll(async () => {
  remote = await startServer({ apiKeys: [remoteKey], seed: 'none' });
});
afterAll(async () => {
  await remote.close();
});

let dir: ReturnType<typeof tempDir>;
let manager: WorkspaceManager;
afterEach(async () => {
  await manager?.close();
  dir?.remove();
});

describe('photos across a workspace switch', () => {
  it('keeps the photo and its original in its own workspace', async () => {
    dir = tempDir('photos-switch');
    const dataDir = join(dir.path, 'data');
    manager = await WorkspaceManager.open({
      dataDir,
      vault: new FileKeyVault(dataDir),
      pollIntervalMs: 60_000,
      pushDelayMs: 60_000,
      probeTimeoutMs: 1_000,
    });
    const call = (channel: string, request?: unknown) =>
      dispatch(manager.handlers, channel, request);
    value(await call('sync.now'));
    const { data: projects } = value<{ data: { id: string; status: string }[] }>(
      await call('projects.list', { limit: 50 }),
    );
    let projectId = '';
    for (const project of projects) {
      const detail = value<{ modules: { moduleKey: string; status: string }[] }>(
        await call('projects.get', { id: project.id }),
      );
      const info = detail.modules.find((m) => m.moduleKey === photosModuleKey);
      if (info && info.status !== 'locked') {
        projectId = project.id;
        break;
      }
    }
    expect(projectId).not.toBe('');
    const original = Buffer.from('the boiler’s type plate, as the camera wrote it');
    const photo = value<{ id: string }>(
      await call('photos.add', {
        projectId,
        original,
        scaled: Buffer.from('copy'),
        mimeType: 'image/jpeg',
        fileName: 'IMG_0001.jpg',
        entry: {
          beschriftung: 'Typenschild',
          kategorie: 'typenschild-waermeerzeuger',
          aufgenommenAm: '2026-11-20T09:30:00.000Z',
          zeitQuelle: 'exif',
          raumBauteil: '',
          vorschau: 'data:image/jpeg;base64,AAAA',
          breite: 4,
          hoehe: 3,
        },
      }),
    );

    const added = value<{ workspace: { id: string } }>(
      await call('workspaces.add', { name: 'Büro', baseUrl: remote.url, apiKey: remoteKey }),
    ).workspace;
    value(await call('workspaces.switch', { id: added.id }));
    expect(value(await call('photos.list', { projectId }))).toEqual([]);
    value(await call('workspaces.switch', { id: 'demo' }));

    const [back] = value<{ id: string; entry: { beschriftung: string } }[]>(
      await call('photos.list', { projectId }),
    );
    expect(back).toMatchObject({ id: photo.id, entry: { beschriftung: 'Typenschild' } });
    const image = value<{ dataUri: string }>(
      await call('photos.image', { id: photo.id, kind: 'original' }),
    );
    expect(image.dataUri).toBe(`data:image/jpeg;base64,${original.toString('base64')}`);
    const demoAttachments = join(dataDir, 'demo', 'attachments');
    expect(existsSync(demoAttachments) && readdirSync(demoAttachments).length).toBeTruthy();

    // Removing the other workspace takes its folder (and any attachments) with it, not these.
    value(await call('workspaces.remove', { id: added.id }));
    expect(existsSync(join(dataDir, 'workspaces', added.id))).toBe(false);
    expect(readdirSync(demoAttachments).length).toBeGreaterThan(0);
  });
});
