/**
 * Pages another host of this server answers (the renderer at `/render/`, the public sticker upload form at
 * `/s/:token`): a link inside the app reaches them by loading the page from the server. When the app itself was
 * loaded at that address, the server has no such page (that host is not deployed): the visitor goes to the start
 * page, as for any other unknown address.
 */
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@album/ui';
import { useIntl } from '@album/i18n';

// The address the app was loaded at; pages reached later came through the app's own navigation.
const loadedAt = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

export function ServerPage() {
  const intl = useIntl();
  const location = useLocation();
  const href = `${location.pathname}${location.search}${location.hash}`;
  const servedByApp = `${location.pathname}${location.search}` === loadedAt;
  useEffect(() => {
    if (!servedByApp) window.location.assign(href);
  }, [servedByApp, href]);
  if (servedByApp) return <Navigate to="/start" replace />;
  return (
    <main className="home-screen">
      <Spinner aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </main>
  );
}
