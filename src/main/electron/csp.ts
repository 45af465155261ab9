/**
 * The Content-Security-Policy of the Electron window (production build). The renderer talks to
 * the core over IPC only, so it may connect nowhere; it runs only its own bundled scripts (no
 * inline script, no eval); inline styles stay allowed for React's style attributes. Stricter than
 * the meta tag in index.html, which both hosts share; the browser takes the intersection.
 */
export const electronContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'none'",
  // The photo worker (features/photos/photo-worker.ts), bundled with the app's own scripts.
  "worker-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
