import { saveFile } from './save-file';

/** Saves `content` as a JSON file through the host's download (a PV plan, an outbox entry). */
export function downloadJson(name: string, content: unknown) {
  saveFile(name, new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
}
