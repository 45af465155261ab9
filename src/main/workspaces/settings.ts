import { join } from 'node:path';
import { settingsSchema, type Settings } from '../../shared/ipc/contract';
import { readOwnJsonFile, writePrivateFile } from './files';

export const settingsFileName = 'settings.json';
export const defaultSettings: Settings = { language: 'de', offline: false, photoLocation: false };

/** The user's settings, one 0600 file in the data folder; German and online by default. */
export class SettingsStore {
  private readonly path: string;
  private value: Settings;

  constructor(dataDir: string) {
    this.path = join(dataDir, settingsFileName);
    // A setting the file lacks (added by a later version) starts at its default.
    this.value = { ...defaultSettings, ...readOwnJsonFile(this.path, settingsSchema.partial()) };
  }

  get(): Settings {
    return { ...this.value };
  }

  set(patch: Partial<Settings>): Settings {
    const next = settingsSchema.parse({ ...this.value, ...patch });
    writePrivateFile(this.path, JSON.stringify(next, null, 2) + '\n');
    this.value = next;
    return this.get();
  }
}
