/*
 * The few browser objects the stores touch, reached through globalThis so the same modules load
 * in unit tests under Node (where they are missing, or stubbed).
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const env = globalThis as unknown as {
  localStorage?: KeyValueStorage;
  document?: { documentElement: { lang: string } };
};

const memory = new Map<string, string>();
const fallback: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** localStorage, or a memory stand-in where there is none (or it is blocked). */
export function storage(): KeyValueStorage {
  try {
    return env.localStorage ?? fallback;
  } catch {
    return fallback;
  }
}

export function setDocumentLanguage(language: string): void {
  if (env.document) env.document.documentElement.lang = language;
}
