import type { LocalStore } from '../store';

/**
 * What the server offers beyond workspace-api.md (DESIGN.md, gaps table). Each entry is
 * undefined until probed; a 404 from the endpoint means "not offered" and is remembered.
 */
export interface Capabilities {
  projectsRead?: boolean;
  modulesRead?: boolean;
  pvPlanPatch?: boolean;
  /** The server answers a repeated Idempotency-Key with its first answer (idempotency.ts). */
  idempotency?: boolean;
  checkedAt?: string;
}

const key = 'capabilities';
/** Servers change: probe again after a day. */
const reprobeAfterMs = 24 * 60 * 60 * 1000;

export function loadCapabilities(store: LocalStore, now: number): Capabilities {
  const known = store.getSyncState<Capabilities>(key);
  if (!known?.checkedAt || now - Date.parse(known.checkedAt) > reprobeAfterMs) return {};
  return known;
}

export function rememberCapability(
  store: LocalStore,
  name: Exclude<keyof Capabilities, 'checkedAt'>,
  offered: boolean,
  now: number,
): void {
  const current = store.getSyncState<Capabilities>(key) ?? {};
  store.setSyncState(key, { ...current, [name]: offered, checkedAt: new Date(now).toISOString() });
}
