import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { api } from './api';
import { App } from './app/App';
import { subscribeToHost } from './app/host-events';
import { queryClient } from './app/query-client';
import { initI18n } from './i18n';
import { listenToLocation } from './stores/navigation';
import './styles.css';

// The api module took the bridge token out of the address first; now the hash is the route.
const i18n = initI18n();
listenToLocation();
subscribeToHost(api, queryClient);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
