import { fileURLToPath } from 'node:url';

/**
 * Loads a renderer module at run time. The renderer is type-checked by tsconfig.web.json (DOM),
 * which the tests' project (tsconfig.node.json, composite) cannot include; so a test declares the
 * small type it uses of the module it loads.
 */
export async function loadRenderer<T>(path: string): Promise<T> {
  const file = fileURLToPath(new URL(`../../src/renderer/${path}`, import.meta.url));
  return (await import(/* @vite-ignore */ file)) as T;
}
