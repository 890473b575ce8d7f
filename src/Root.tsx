import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Renders the app into the page's #root. */
export function mount(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
