import { Link } from 'react-router';
import type { DashboardAlbum } from '@album/api-client';
import { Badge } from '@album/ui';
import { useIntl } from '@album/i18n';
import { DashboardCover } from './DashboardCover';
import { formatDay } from './dates';
import type { SortField, SortOrder } from './dashboard-state';
import { SortHeader } from './SortHeader';

export interface AlbumsTableProps {
  albums: readonly DashboardAlbum[];
  sortBy: SortField;
  sortOrder: SortOrder;
  onSort(field: SortField): void;
}

/** The albums table (spec 001 section 2): cover, title, created, updated, event. The title opens the album. */
export function AlbumsTable({ albums, sortBy, sortOrder, onSort }: AlbumsTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="dashboard-table" role="region" aria-label={t('dashboard.tab.albums')} tabIndex={0}>
      <table data-testid="albums-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="ui-visually-hidden">{t('dashboard.col.cover')}</span>
            </th>
            <th scope="col">{t('dashboard.col.title')}</th>
            <SortHeader
              field="created_at"
              label={t('dashboard.col.created')}
              {...{ sortBy, sortOrder, onSort }}
            />
            <th scope="col">{t('dashboard.col.updated')}</th>
            <SortHeader
              field="release_date"
              label={t('dashboard.col.event')}
              {...{ sortBy, sortOrder, onSort }}
            />
          </tr>
        </thead>
        <tbody>
          {albums.map((album) => (
            <tr key={album.id} data-testid="album-row">
              <td className="dashboard-table__cover">
                <DashboardCover
                  albumId={album.id}
                  coverPreviewUrl={album.cover_preview_url}
                  changedAt={album.updated_at}
                />
              </td>
              <td>
                <Link to={`/album/${album.id}`} className="dashboard-table__title">
                  {album.title}
                </Link>{' '}
                {album.has_order && <Badge tone="info">{t('dashboard.album.ordered')}</Badge>}
              </td>
              <td>{formatDay(intl, album.created_at)}</td>
              <td>{formatDay(intl, album.updated_at)}</td>
              <td>{formatDay(intl, album.release_date) || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
