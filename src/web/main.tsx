import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStoredTheme } from './features/preferences';
import { i18nReady } from './i18n/i18n';
import './index.css';

applyStoredTheme();

void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
