import { join } from 'node:path';
import { settingsSchema, type Settings } from '../../shared/ipc/contract';
import { moveAside, readJsonFile, writePrivateFile } from './files';

export const settingsFileName = 'settings.json';
export const defaultSettings: Settings = { language: 'de', offline: false };

/** The user's settings, one 0600 file in the data folder; German and online by default. */
export class SettingsStore {
  private readonly path: string;
  private value: Settings;

  constructor(dataDir: string) {
    this.path = join(dataDir, settingsFileName);
    let loaded: Settings | undefined;
    try {
      const raw = readJsonFile(this.path);
      if (raw !== undefined)
        loaded = settingsSchema.parse({ ...defaultSettings, ...(raw as object) });
    } catch {
      moveAside(this.path);
    }
    this.value = loaded ?? { ...defaultSettings };
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
