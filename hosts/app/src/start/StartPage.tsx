/**
 * The start page, `/` and `/start` (spec section 2): headline, the create-album button (to `/album/new`), tabs of
 * own and shared albums with their tiles, the account notices and the footer. Albums come from TanStack Query
 * (`queries.ts`).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import type { AlbumSummary } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, EmptyState, Skeleton, SkeletonGroup, Tab, TabList, TabPanel, Tabs } from '@album/ui';
import { useServices } from '../app/services';
import { AccountNotices } from './AccountNotices';
import { albumsOf } from './album-groups';
import type { AlbumTab } from './album-groups';
import { AlbumTile } from './AlbumTile';
import { useAlbums } from './queries';
import { SiteFooter } from './SiteFooter';
import { StartHeader } from './StartHeader';
import './start.css';

const TABS: readonly AlbumTab[] = ['own', 'shared'];

export function StartPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { session } = useServices();
  const userId = useStore(session, (state) => state.user?.id ?? '');
  const albums = useAlbums();
  const [tab, setTab] = useState<AlbumTab>('own');
  const create = () => void navigate('/album/new');
  return (
    <div className="start-page">
      <StartHeader />
      <main className="start-page__main">
        <div className="start-page__intro">
          <h1 className="start-page__title">
            <FormattedMessage id="start.title" />
          </h1>
          <Button variant="primary" size="lg" onPress={create} data-testid="create-album">
            <FormattedMessage id="start.create" />
          </Button>
        </div>
        <AccountNotices />
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key === 'shared' ? 'shared' : 'own')}>
          <TabList aria-label={intl.formatMessage({ id: 'start.tabs' })}>
            {TABS.map((key) => (
              <Tab key={key} id={key} data-testid={`start-tab-${key}`}>
                {intl.formatMessage(
                  { id: `start.tab.${key}` },
                  // Until the list arrives the tab shows no count ("unknown" picks that wording).
                  { count: albums.data ? String(albumsOf(albums.data, userId, key).length) : 'unknown' },
                )}
              </Tab>
            ))}
          </TabList>
          {TABS.map((key) => (
            <TabPanel key={key} id={key} className="start-page__panel">
              {albums.isPending ? (
                <SkeletonGroup
                  aria-label={intl.formatMessage({ id: 'common.loading' })}
                  className="album-grid"
                >
                  {[0, 1, 2].map((n) => (
                    <Skeleton key={n} shape="rect" className="album-grid__skeleton" />
                  ))}
                </SkeletonGroup>
              ) : albums.isError ? (
                <EmptyState
                  headingLevel={2}
                  title={intl.formatMessage({ id: 'error.generic' })}
                  action={
                    <Button variant="secondary" onPress={() => void albums.refetch()}>
                      <FormattedMessage id="common.retry" />
                    </Button>
                  }
                />
              ) : (
                <AlbumGrid albums={albumsOf(albums.data, userId, key)} tab={key} onCreate={create} />
              )}
            </TabPanel>
          ))}
        </Tabs>
      </main>
      <SiteFooter />
    </div>
  );
}

function AlbumGrid({ albums, tab, onCreate }: { albums: AlbumSummary[]; tab: AlbumTab; onCreate(): void }) {
  const intl = useIntl();
  const [now] = useState(() => Date.now());
  if (albums.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title={intl.formatMessage({ id: `start.empty.${tab}` })}
        description={intl.formatMessage({ id: `start.empty.${tab}.body` })}
        action={
          tab === 'own' ? (
            <Button variant="secondary" onPress={onCreate}>
              <FormattedMessage id="start.create" />
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul
      className="album-grid"
      aria-label={intl.formatMessage({ id: `start.tab.${tab}` }, { count: String(albums.length) })}
    >
      {albums.map((album) => (
        <AlbumTile key={album.id} album={album} own={tab === 'own'} now={now} />
      ))}
    </ul>
  );
}
