import type { OrtsterminApi } from '../shared/ipc/contract';
import { createBridgeApi } from './bridge-shim';

/** The one way the renderer reaches the core: the preload's object, or the bridge shim. */
export const api: OrtsterminApi = window.ortstermin ?? (window.ortstermin = createBridgeApi());
