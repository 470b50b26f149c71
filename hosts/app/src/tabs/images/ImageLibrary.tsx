/**
 * The album's image library: a name filter and the grid of draggable tiles (newest first). While a tile is dragged a
 * copy follows the pointer above the panels (the sidebar's scrolling would clip the tile itself).
 */
import { useId, useState } from 'react';
import type { AlbumImage } from '@album/api-client';
import { DragOverlay, useDndContext } from '@dnd-kit/core';
import type { DragPayload } from '@album/editor-react';
import { useEditorValue } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { EmptyState } from '@album/ui';
import { Input, Label, TextField } from 'react-aria-components';
import { libraryImages, thumbnailUrl } from './image-library';
import { ImageTile } from './ImageTile';

export interface ImageLibraryProps {
  readOnly: boolean;
  onPlace(imageId: string): void;
  onDelete(image: AlbumImage): void;
}

function DraggedImage({ images }: { images: Readonly<Record<string, AlbumImage>> }) {
  const { active } = useDndContext();
  const payload = active?.data.current as DragPayload | undefined;
  const image = payload?.kind === 'image' ? images[payload.imageId] : undefined;
  const url = image ? thumbnailUrl(image) : null;
  return (
    <DragOverlay dropAnimation={null}>
      {url ? <img className="image-tile__overlay" src={url} alt="" /> : null}
    </DragOverlay>
  );
}

export function ImageLibrary({ readOnly, onPlace, onDelete }: ImageLibraryProps) {
  const intl = useIntl();
  const helpId = useId();
  const [filter, setFilter] = useState('');
  const images = useEditorValue((editor) => editor.getDocument().images, Object.is, ['change']);
  const all = libraryImages(images);
  const shown = filter.trim() === '' ? all : libraryImages(images, filter);

  if (all.length === 0) {
    return <EmptyState title={intl.formatMessage({ id: 'images.empty' })} headingLevel={4} />;
  }
  return (
    <div className="image-library">
      <TextField type="search" className="ui-field ui-text-field" value={filter} onChange={setFilter}>
        <Label className="ui-label">{intl.formatMessage({ id: 'images.filter' })}</Label>
        <Input className="ui-input" />
      </TextField>
      <p id={helpId} className="image-library__help">
        {intl.formatMessage({ id: 'images.tileHelp' })}
      </p>
      {shown.length === 0 ? (
        <p className="image-library__none" role="status">
          {intl.formatMessage({ id: 'images.noMatch' }, { query: filter.trim() })}
        </p>
      ) : (
        <ul className="image-grid" data-testid="image-grid">
          {shown.map((image) => (
            <ImageTile
              key={image.id}
              image={image}
              helpId={helpId}
              readOnly={readOnly}
              onPlace={onPlace}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      <DraggedImage images={images} />
    </div>
  );
}
