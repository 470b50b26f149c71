import { useState } from 'react';
import { Link } from 'react-router';
import type { AlbumSummary } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';
import { AlertDialog, Badge, IconButton, LineIcon } from '@album/ui';
import { useLanguage } from '../app/language';
import { useNotify } from '../toasts/use-notify';
import { useApiProblem } from '../session/api-problem';
import { AlbumCover } from './AlbumCover';
import { lastUpdate } from './album-dates';
import { useDeleteAlbum } from './queries';

export interface AlbumTileProps {
  album: AlbumSummary;
  /** Own albums offer delete (spec: "only in own albums"). */
  own: boolean;
  /** "Now" for the relative time, so a grid shows one consistent moment. */
  now: number;
}

function TrashIcon() {
  return (
    <LineIcon>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </LineIcon>
  );
}

/**
 * One album on the start page: cover, title, the Template badge of blueprint albums and the last update, all one
 * link to the editor. In own albums a delete button shows on hover (and on keyboard focus, and always on touch
 * screens, which have no hover), asking for confirmation first.
 */
export function AlbumTile({ album, own, now }: AlbumTileProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const updated = lastUpdate(album.updated_at, language, now);
  return (
    <li className="album-tile" data-testid="album-tile" data-album-id={album.id}>
      <Link to={`/album/${album.id}`} className="album-tile__link">
        <span className="album-tile__picture">
          <AlbumCover album={album} />
        </span>
        <span className="album-tile__text">
          <span className="album-tile__title">{album.title}</span>
          {album.blueprint && (
            <Badge tone="info" className="album-tile__badge">
              {intl.formatMessage({ id: 'start.template' })}
            </Badge>
          )}
          <span className="album-tile__updated">
            <FormattedMessage id="start.updated" values={updated} />
          </span>
        </span>
      </Link>
      {own && <DeleteAlbum album={album} />}
    </li>
  );
}

function DeleteAlbum({ album }: { album: AlbumSummary }) {
  const intl = useIntl();
  const notify = useNotify();
  const problem = useApiProblem();
  const remove = useDeleteAlbum();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        className="album-tile__delete"
        icon={<TrashIcon />}
        aria-label={intl.formatMessage({ id: 'start.delete' }, { title: album.title })}
        data-testid="album-delete"
        onPress={() => setOpen(true)}
      />
      <AlertDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={intl.formatMessage({ id: 'start.delete.title' })}
        confirmLabel={intl.formatMessage({ id: 'common.delete' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        variant="danger"
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(album.id);
          } catch (error) {
            notify('error', {
              text: `${intl.formatMessage({ id: 'start.delete.failed' })} ${problem(error)}`,
            });
          }
        }}
      >
        <FormattedMessage id="start.delete.body" values={{ title: album.title }} />
      </AlertDialog>
    </>
  );
}
