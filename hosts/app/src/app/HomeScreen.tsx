/**
 * `/`: opens the user's most recently changed album. The album dashboard (list, create, delete) belongs to the
 * account screens of the companion specification and arrives with them; until then this screen says so when the
 * user has no album.
 */
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, EmptyState, Spinner } from '@album/ui';
import { useServices } from './services';

export function HomeScreen() {
  const intl = useIntl();
  const { api, session } = useServices();
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.albums
      .list()
      .then((albums) => {
        const latest = [...albums]
          .filter((album) => !album.blueprint)
          .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
        if (live) setTarget(latest ? `/album/${latest.id}` : null);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api]);
  if (target) return <Navigate to={target} replace />;
  if (failed || target === null) {
    return (
      <main className="home-screen">
        <EmptyState
          headingLevel={2}
          title={intl.formatMessage({ id: failed ? 'error.generic' : 'home.noAlbums' })}
          action={
            <Button variant="secondary" onPress={() => session.signOut()}>
              <FormattedMessage id="user.logout" />
            </Button>
          }
        />
      </main>
    );
  }
  return (
    <main className="home-screen">
      <Spinner aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </main>
  );
}
