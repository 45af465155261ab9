import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBridge, type RunningBridge } from '../../src/main/browser/bridge';
import type { Core } from '../../src/main/core';
import { createHandlers } from '../../src/main/ipc/handlers';
import { startServer } from '../../src/server';
import { ipcRequestBody } from '../../src/shared/ipc/parts';
import { coreFor, tempDir } from '../sync/helpers';
import { newPhotoEntry, projectWithoutPhotos } from './helpers';

/*
 * A photo's original crosses the browser bridge as the file itself (the page hands the bridge
 * the File; no base64 in JSON) and lands in the attachment store byte for byte, named by its
 * SHA-256, readable only by its owner.
 */

type Server = Awaited<ReturnType<typeof startServer>>;

describe('a photo through the browser bridge', () => {
  let tmp: ReturnType<typeof tempDir>;
  let server: Server;
  let core: Core;
  let bridge: RunningBridge;
  let projectId: string;

  beforeEach(async () => {
    tmp = tempDir();
    server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    core = coreFor(server.url, join(tmp.dir, 'local.sqlite'));
    await core.engine.sync({ sweep: true });
    projectId = projectWithoutPhotos(core);
    const rendererDir = join(tmp.dir, 'renderer');
    mkdirSync(rendererDir);
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
    bridge = await startBridge({
      handlers: createHandlers(core),
      subscribe: () => () => undefined,
      rendererDir,
      token: 'secret-token',
    });
  });
  afterEach(async () => {
    await bridge?.close();
    await core?.close();
    await server?.close();
    tmp.cleanup();
  });

  const call = async (channel: string, request: unknown) => {
    const { body, contentType } = ipcRequestBody(request);
    const response = await fetch(`${bridge.url}/ipc/${channel}`, {
      method: 'POST',
      body,
      headers: { Authorization: 'Bearer secret-token', 'Content-Type': contentType },
    });
    return (await response.json()) as { ok: boolean; value?: unknown; error?: { code: string } };
  };
  const entry = { ...newPhotoEntry('Typenschild Gaskessel'), breite: 4000, hoehe: 3000 };

  it('stores the original byte for byte, sent as the file itself', async () => {
    // Every byte value, and more than one network chunk: nothing may be re-encoded on the way.
    const original = randomBytes(3 * 1024 * 1024);
    const scaled = randomBytes(200 * 1024);
    const result = await call('photos.add', {
      projectId,
      original: new Blob([original], { type: 'image/jpeg' }),
      scaled: new Blob([scaled], { type: 'image/jpeg' }),
      mimeType: 'image/jpeg',
      fileName: 'IMG_0042.jpg',
      entry,
    });
    expect(result.ok).toBe(true);
    const { id } = result.value as { id: string };

    const stored = core.photos.image(id, 'original')!;
    expect(Buffer.compare(stored.bytes, original)).toBe(0);
    expect(Buffer.compare(core.photos.image(id, 'scaled')!.bytes, scaled)).toBe(0);
    const hash = createHash('sha256').update(original).digest('hex');
    const file = join(tmp.dir, 'attachments', hash.slice(0, 2), hash);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(core.photos.list(projectId)).toMatchObject([
      { id, originalBytes: original.length, fileName: 'IMG_0042.jpg' },
    ]);
  });

  it('refuses a photo without its original, and stores nothing', async () => {
    const result = await call('photos.add', {
      projectId,
      original: new Blob([]),
      scaled: new Blob([randomBytes(10)]),
      mimeType: 'image/jpeg',
      fileName: 'IMG_0043.jpg',
      entry,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(core.photos.list(projectId)).toEqual([]);
  });
});
