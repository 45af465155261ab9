import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { subscribeToHost } from './state';
import './styles.css';

subscribeToHost();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
