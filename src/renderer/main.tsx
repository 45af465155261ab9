import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { api } from './api';
import { App } from './app/App';
import { startFirstReads } from './app/first-reads';
import { followMissedRenames, subscribeToHost } from './app/host-events';
import { whenIdle } from './app/lazy-screen';
import { queryClient } from './app/query-client';
import { preloadScreens } from './app/screens';
import { initI18n } from './i18n';
import { warmUpFormats } from './i18n/format';
import { listenToLocation, useNavigation } from './stores/navigation';
import './styles.css';

// The api module took the bridge token out of the address first; now the hash is the route.
const i18n = initI18n();
listenToLocation();
subscribeToHost(api, queryClient);
const firstReads = startFirstReads(queryClient, useNavigation.getState().route);
// After the first list's read (the core answers in order): the renames made while it was closed.
void followMissedRenames(api);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);

// While the first reads travel: the number and date formats' one-time set-up (~30 ms of ICU in
// Chromium), which the first list would otherwise pay. After the first list: the other screens.
whenIdle(warmUpFormats);
void firstReads.then(() => whenIdle(() => void preloadScreens()));
