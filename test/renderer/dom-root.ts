import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { initI18n } from '../../src/renderer/i18n';

/* What the component tests in happy-dom share: German texts, a fresh React root per test. */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** Registers the hooks; the returned getters give the current test's container and root. */
export function domRoot() {
  let container: HTMLElement;
  let root: Root;
  beforeAll(async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    await initI18n('de');
  });
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  /** Shows a screen that reads through react-query, with a fresh client (no retries). */
  const renderWithQueries = (element: ReactElement) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return act(async () => root.render(createElement(QueryClientProvider, { client }, element)));
  };
  return { container: () => container, root: () => root, renderWithQueries };
}
