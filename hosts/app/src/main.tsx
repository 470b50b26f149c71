// First: zod's configuration must precede every schema (see the module).
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@album/ui/styles.css';
import './app/app.css';
import { App } from './app/App';

// On album pages the CanvasKit wasm (the largest download) starts loading before React renders, in parallel with
// the album data; the sign-in screen does not pay for it.
if (window.location.pathname.startsWith('/album/')) {
  void import('./canvas/canvaskit-assets').then((assets) => assets.preloadCanvasKit());
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
