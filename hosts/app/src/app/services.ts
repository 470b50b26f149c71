/**
 * The app's services, made once at start and given to every screen through `ServicesContext`: the API client, the
 * session, the toast queue, analytics and the error reporter. Screens take them from `useServices()` so tests can
 * give their own.
 */
import { createContext, useContext } from 'react';
import { createApiClient } from '@album/api-client';
import type { ApiClient } from '@album/api-client';
import type { Language } from '@album/i18n';
import { createToastQueue } from '@album/ui';
import type { AppToastQueue } from '@album/ui';
import { createAnalytics } from '../analytics/analytics';
import type { Analytics } from '../analytics/analytics';
import { createErrorReporter } from '../errors/report-error';
import type { ErrorReporter } from '../errors/report-error';
import { createSessionStore } from '../session/session-store';
import type { SessionStore } from '../session/session-store';

export interface AppServices {
  api: ApiClient;
  /** Base of the API, e.g. `/api/v1` (also used for the sync socket's address). */
  apiBase: string;
  session: SessionStore;
  toasts: AppToastQueue;
  analytics: Analytics;
  reportError: ErrorReporter;
  language: () => Language;
}

export interface CreateServicesOptions {
  apiBase?: string;
  language: () => Language;
  fetch?: typeof fetch;
  storage?: Storage;
}

export function createServices(options: CreateServicesOptions): AppServices {
  const apiBase = options.apiBase ?? '/api/v1';
  const session = createSessionStore(options.storage);
  const api = createApiClient({
    baseUrl: apiBase,
    token: () => session.getState().token,
    language: options.language,
    // Spec section 6: any 401 logs the user out; the router then shows the sign-in screen.
    onUnauthorized: () => session.signOut(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    api,
    apiBase,
    session,
    toasts: createToastQueue(),
    analytics: createAnalytics({ storage: options.storage }),
    reportError: createErrorReporter({
      endpoint: `${apiBase}/client_errors`,
      token: () => session.getState().token,
    }),
    language: options.language,
  };
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <ServicesContext.Provider> (see app/App.tsx)');
  return services;
}
