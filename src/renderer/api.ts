import { withIpcErrors, type OrtsterminApi } from '../shared/ipc/contract';
import { createBridgeApi } from './bridge-shim';

/** The one way the renderer reaches the core: the Electron preload's object, or the bridge shim. */
export const api: OrtsterminApi = withIpcErrors(window.ortstermin ?? createBridgeApi());
