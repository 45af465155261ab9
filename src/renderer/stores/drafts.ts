import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { renameIds } from '../../shared/ipc/renamed-ids';
import { storage } from '../browser-env';

/*
 * Unsaved input is the user's property (DESIGN.md decision 11). Every form and module editor
 * keeps its input here, per record, until it is saved or discarded: it survives a sync of the
 * record (the editor compares `base` with the record's current state), navigation, a reload
 * (persisted in localStorage) and the rename of a local id to the server's id.
 */

export interface Draft {
  /** What the user typed, as the editor keeps it. */
  values: Record<string, unknown>;
  /** The record's version the edit started from (e.g. its updatedAt), to notice a newer one. */
  baseStamp: string | null;
  /** The record's content at that version, to show what changed elsewhere. */
  base?: unknown;
  editedAt: string;
}

/** A draft's key from its parts, e.g. draftKey('module', projectId, 'waermepumpe'). */
export const draftKey = (...parts: string[]) => parts.map(encodeURIComponent).join('/');
const keyParts = (key: string) => key.split('/').map(decodeURIComponent);

interface DraftsState {
  drafts: Record<string, Draft>;
  /** Sets the values; the base is the one of the first edit unless given. */
  save(
    key: string,
    values: Record<string, unknown>,
    base?: { stamp: string | null; content?: unknown },
  ): void;
  /** The edit now starts from this version (the user has seen the newer one and keeps editing). */
  rebase(key: string, stamp: string | null, content?: unknown): void;
  discard(key: string): void;
  /** Moves drafts (keys and any value equal to a local id) to the server's ids. */
  rename(renamed: Record<string, string>): void;
}

export const storageKey = 'ortstermin.drafts';

export const useDrafts = create<DraftsState>()(
  persist(
    (set) => ({
      drafts: {},
      save: (key, values, base) =>
        set((s) => {
          const before = s.drafts[key];
          const draft: Draft = {
            values,
            baseStamp: base ? base.stamp : (before?.baseStamp ?? null),
            base: base ? base.content : before?.base,
            editedAt: new Date().toISOString(),
          };
          return { drafts: { ...s.drafts, [key]: draft } };
        }),
      rebase: (key, stamp, content) =>
        set((s) => {
          const draft = s.drafts[key];
          if (!draft) return s;
          return { drafts: { ...s.drafts, [key]: { ...draft, baseStamp: stamp, base: content } } };
        }),
      discard: (key) =>
        set((s) => {
          if (!(key in s.drafts)) return s;
          const { [key]: _gone, ...rest } = s.drafts;
          return { drafts: rest };
        }),
      rename: (renamed) =>
        set((s) => {
          let moved = false;
          const drafts: Record<string, Draft> = {};
          for (const [key, draft] of Object.entries(s.drafts)) {
            const parts = keyParts(key);
            const nextKey = parts.some((p) => p in renamed)
              ? draftKey(...parts.map((p) => renamed[p] ?? p))
              : key;
            const values = renameIds(draft.values, renamed);
            // The base is compared with the record as read now, which names the server's ids.
            const base = renameIds(draft.base, renamed);
            if (nextKey !== key || values !== draft.values || base !== draft.base) moved = true;
            drafts[nextKey] = { ...draft, values, base };
          }
          return moved ? { drafts } : s;
        }),
    }),
    {
      name: storageKey,
      version: 1,
      storage: createJSONStorage(storage),
      partialize: (s) => ({ drafts: s.drafts }),
    },
  ),
);

/** The draft under `key`, or undefined; re-renders only when that draft changes. */
export const useDraft = (key: string) => useDrafts((s) => s.drafts[key]);
