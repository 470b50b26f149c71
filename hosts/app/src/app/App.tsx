/**
 * The app shell: interface language, services, the error boundary, toasts and the routes. The language is the
 * user's stored choice, else the browser's (spec section 1: detection with fallback to English).
 */
import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { detectLanguage, I18nProvider, LANGUAGE_STORAGE_KEY, useIntl } from '@album/i18n';
import type { Language } from '@album/i18n';
import { I18nProvider as AriaI18nProvider, Skeleton, ToastRegion } from '@album/ui';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { createAppRouter } from './router';
import { createServices, ServicesContext } from './services';
import type { AppServices } from './services';
import { LanguageContext } from './language';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function Toasts({ services }: { services: AppServices }) {
  const intl = useIntl();
  return (
    <ToastRegion
      queue={services.toasts}
      aria-label={intl.formatMessage({ id: 'toast.region' })}
      closeLabel={intl.formatMessage({ id: 'toast.close' })}
    />
  );
}

export interface AppProps {
  /** Services made by the caller (tests); by default the browser's. */
  services?: AppServices;
  router?: DataRouter;
  /** Server state cache of the screens that use TanStack Query (tests give a fresh one). */
  queryClient?: QueryClient;
}

/**
 * The cache of server state (start page, profile). Failed calls are not retried: the API client already answers
 * a 401 by signing out, and other failures show their message with a retry button at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function App(props: AppProps) {
  const [language, setLanguageState] = useState<Language>(() =>
    detectLanguage(navigator.languages, storedLanguage()),
  );
  const [services] = useState(
    () => props.services ?? createServices({ language: () => document.documentElement.lang as Language }),
  );
  const [router] = useState(() => props.router ?? createAppRouter());
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  // Another account must never see the albums cached for the last one.
  useEffect(
    () =>
      services.session.subscribe((state, previous) => {
        if (state.user?.id !== previous.user?.id) queryClient.clear();
      }),
    [services, queryClient],
  );
  document.documentElement.lang = language;
  const languageValue = useMemo(
    () => ({
      language,
      setLanguage(next: Language) {
        try {
          localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        setLanguageState(next);
      },
    }),
    [language],
  );
  return (
    <LanguageContext.Provider value={languageValue}>
      <I18nProvider language={language} fallback={<Skeleton shape="rect" />}>
        <AriaI18nProvider locale={language}>
          <ServicesContext.Provider value={services}>
            <QueryClientProvider client={queryClient}>
              <ErrorBoundary report={services.reportError}>
                <RouterProvider router={router} />
              </ErrorBoundary>
            </QueryClientProvider>
            <Toasts services={services} />
          </ServicesContext.Provider>
        </AriaI18nProvider>
      </I18nProvider>
    </LanguageContext.Provider>
  );
}
