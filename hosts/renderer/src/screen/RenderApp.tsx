/**
 * The screen with its translations: the browser's language (there is no user to ask), English as the fallback.
 */
import type { ReactNode } from 'react';
import { detectLanguage, I18nProvider } from '@album/i18n';
import type { RenderScreenSettings } from '../settings/render-settings';
import type { RenderServices } from '../render/render-pipeline';
import { RenderScreen } from './RenderScreen';

export interface RenderAppProps {
  settings: RenderScreenSettings;
  services: RenderServices;
  /** The browser's languages, best first (`navigator.languages`). */
  languages: readonly string[];
}

export function RenderApp({ settings, services, languages }: RenderAppProps): ReactNode {
  return (
    <I18nProvider language={detectLanguage(languages)}>
      <RenderScreen settings={settings} services={services} />
    </I18nProvider>
  );
}
