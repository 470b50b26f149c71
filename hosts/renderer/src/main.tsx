// First: zod's configuration must precede every schema (see the module).
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './render.css';
import { browserServices } from './render/browser-services';
import { RenderApp } from './screen/RenderApp';
import { renderSettingsOf } from './settings/render-settings';

const settings = renderSettingsOf(window.location.search, window.location.href);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RenderApp settings={settings} services={browserServices(settings)} languages={navigator.languages} />
  </StrictMode>,
);
