import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { restoreDisplayAttributes } from './state/display-attributes.ts';
import './styles.css';

// The last known palette and motion setting, before the first paint (the account's own replace them once loaded).
restoreDisplayAttributes();

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
