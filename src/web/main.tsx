import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStoredTheme } from './features/preferences';
import { registerServiceWorker } from './features/offline';
import { i18nReady } from './i18n/i18n';
import './index.css';

applyStoredTheme();
registerServiceWorker();

void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
