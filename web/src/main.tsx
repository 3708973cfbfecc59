import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { getStoredToken } from './api/token-store.ts';
import { preloadScreen } from './routes/lazy-screens.tsx';
import { restoreDisplayAttributes } from './state/display-attributes.ts';
import './styles.css';

// The last known palette and motion setting, before the first paint (the account's own replace them once loaded).
restoreDisplayAttributes();

// The first screen's module loads while the session is checked, not after it (a cookie-only
// session is found later; its screen then loads on render as before).
preloadScreen(window.location.pathname, getStoredToken() !== null);

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
