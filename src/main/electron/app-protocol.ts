import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import { electronContentSecurityPolicy } from './csp';

/*
 * The built renderer is served from app://ortstermin/, not from file://. With the
 * GrantFileProtocolExtraPrivileges fuse off (electron-builder.yml), a file:// page may not load
 * its own module script (Vite emits <script type="module" crossorigin>): file:// is an opaque
 * origin without CORS. A standard, secure custom scheme gives the app a real origin, serves only
 * the files under out/renderer, and sets the Content-Security-Policy on every response; file://
 * pages (a dropped HTML file) share nothing with it, not even localStorage.
 */

export const appScheme = 'app';
export const appOrigin = 'app://ortstermin';
/** The page the packaged window loads (navigation-policy.ts). */
export const appPageProductionUrl = `${appOrigin}/index.html`;

/** For protocol.registerSchemesAsPrivileged, before the app is ready. */
export const appSchemePrivileges = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: true,
} as const;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The file under rootDir an app:// URL names, or null for another host or a path outside. */
export function resolveAppAsset(requestUrl: string, rootDir: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (`${url.protocol}//${url.host}` !== appOrigin || url.username || url.password) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  if (path === '/' || path === '') path = '/index.html';
  const root = resolve(rootDir);
  const file = resolve(root, `.${path}`);
  const inside = relative(root, file);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return null;
  return file;
}

export interface AppAssetResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Answers one app:// request (GET only) from rootDir. */
export async function serveAppAsset(
  request: { method: string; url: string },
  rootDir: string,
  read: (file: string) => Promise<Buffer> = readFile,
): Promise<AppAssetResponse> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': electronContentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
  };
  const fail = (status: number): AppAssetResponse => ({ status, headers, body: null });
  if (request.method !== 'GET') return fail(405);
  const file = resolveAppAsset(request.url, rootDir);
  if (!file) return fail(403);
  let body: Buffer;
  try {
    body = await read(file);
  } catch {
    return fail(404);
  }
  headers['Content-Type'] = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  return { status: 200, headers, body };
}
