import { withIpcErrors, type OrtsterminApi } from '../shared/ipc/contract';
import { createBridgeApi } from './bridge-shim';

/** The one way the renderer reaches the core: the Electron preload's object, or the bridge shim. */
export const api: OrtsterminApi = withIpcErrors(window.ortstermin ?? createBridgeApi());

/**
 * A file for a request's bytes field: the browser bridge sends a Blob as it is (the browser
 * streams a chosen File from the disk, the page never holds it); Electron's IPC takes bytes.
 */
export async function fileForCall(file: Blob): Promise<Blob | Uint8Array> {
  return window.ortstermin ? new Uint8Array(await file.arrayBuffer()) : file;
}
