import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAppAsset, serveAppAsset } from '../../src/main/electron/app-protocol';
import { electronContentSecurityPolicy } from '../../src/main/electron/csp';

let base: string;
let root: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'ortstermin-app-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'export {};');
  writeFileSync(join(base, 'secret.txt'), 'not for the renderer');
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const get = (url: string) => serveAppAsset({ method: 'GET', url }, root);

describe('app:// protocol', () => {
  it('serves the page and its assets with type, CSP and nosniff', async () => {
    const page = await get('app://ortstermin/index.html');
    expect(page.status).toBe(200);
    expect(page.body?.toString()).toBe('<!doctype html>');
    expect(page.headers).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': electronContentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
    });
    const script = await get('app://ortstermin/assets/index-abc.js');
    expect(script.headers['Content-Type']).toBe('text/javascript; charset=utf-8');
  });

  it('serves nothing outside the renderer folder', async () => {
    expect((await get('app://ortstermin/..%2Fsecret.txt')).status).toBe(403);
    expect((await get('app://ortstermin/assets/..%2F..%2Fsecret.txt')).status).toBe(403);
    expect((await get('app://ortstermin/../secret.txt')).status).toBe(404);
    expect((await get('app://ortstermin/%2e%2e/secret.txt')).status).toBe(404);
    expect((await get('app://ortstermin/index.html%00.js')).status).toBe(403);
    expect((await get('app://ortstermin/%E0%A4%A')).status).toBe(403);
    expect((await get('app://other/index.html')).status).toBe(403);
    expect((await get('app://u:p@ortstermin/index.html')).status).toBe(403);
    expect((await get('app://ortstermin/missing.js')).status).toBe(404);
    expect((await get('app://ortstermin/assets')).status).toBe(404);
  });

  it('answers GET only', async () => {
    const post = await serveAppAsset({ method: 'POST', url: 'app://ortstermin/index.html' }, root);
    expect(post.status).toBe(405);
    expect(post.body).toBeNull();
  });

  it('maps the root to index.html and stays inside the folder', () => {
    expect(resolveAppAsset('app://ortstermin/', root)).toBe(join(root, 'index.html'));
    expect(resolveAppAsset('app://ortstermin/..%2f..%2fetc%2fpasswd', root)).toBeNull();
    expect(resolveAppAsset('not a url', root)).toBeNull();
  });
});
