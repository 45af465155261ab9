import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { WorkspaceClient } from './api/client';
import { AttachmentFiles } from './attachments/attachment-files';
import { createPhotoAlbum, type PhotoAlbum } from './attachments/photo-album';
import { openStore, type LocalStore } from './store';
import { keepSearchIndexesBuilt } from './store/search/driver';
import { SyncEngine, type SyncEngineOptions } from './sync/engine';

export interface CoreOptions extends Omit<SyncEngineOptions, 'store' | 'client'> {
  dbPath: string;
  baseUrl: string;
  /** Held in memory only: the key is never written to the database. */
  apiKey: string;
  timeoutMs?: number;
  /** The HTTP client (default: global fetch); tests put a failing network in between. */
  fetch?: typeof fetch;
  /** better-sqlite3 addon built for the host runtime (Electron); see StoreOptions. */
  nativeBinding?: string;
  /** The attachment store's folder; default `attachments/` beside the database. */
  attachmentsDir?: string;
  /** The store's clock (default: the system's); tests move it to days later. */
  clock?: () => Date;
  /** The search builds wait for this (default: they begin at once; see search/driver.ts). */
  searchBuildsAfter?: Promise<unknown>;
}

export interface Core {
  store: LocalStore;
  engine: SyncEngine;
  /** The site visit's photos: the attachment store and their payload entries. */
  photos: PhotoAlbum;
  close(): Promise<void>;
}

/** The core as a host (Electron main, CLI, benchmark) uses it: a local store and its sync engine. */
export function openCore(options: CoreOptions): Core {
  const {
    dbPath,
    baseUrl,
    apiKey,
    timeoutMs,
    fetch,
    nativeBinding,
    attachmentsDir,
    clock,
    searchBuildsAfter,
    ...engineOptions
  } = options;
  const store = openStore(dbPath, { nativeBinding, clock });
  const client = new WorkspaceClient({ baseUrl, apiKey, timeoutMs, fetch });
  const engine = new SyncEngine({ ...engineOptions, store, client });
  const stopSearchBuild = keepSearchIndexesBuilt(store, engine, searchBuildsAfter);
  const photos = createPhotoAlbum(
    store,
    new AttachmentFiles(
      attachmentsDir ??
        // An in-memory store (tests) keeps its attachments as briefly: in a fresh temp folder.
        (dbPath === ':memory:' || dbPath === ''
          ? join(tmpdir(), `ortstermin-attachments-${randomUUID()}`)
          : join(dirname(dbPath), 'attachments')),
    ),
  );
  return {
    store,
    engine,
    photos,
    async close() {
      stopSearchBuild();
      await engine.stop();
      store.close();
    },
  };
}
