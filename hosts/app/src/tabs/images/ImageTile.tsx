/**
 * One image of the library grid: drag it onto a page or frame (editor-react's `useCanvasDraggable`; Space starts a
 * keyboard drag), click it or press Enter to put it on the page in view, or delete it with the corner button.
 */
import type { KeyboardEvent } from 'react';
import type { AlbumImage } from '@album/api-client';
import { useCanvasDraggable } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { IconButton } from '@album/ui';
import { imageName, thumbnailUrl } from './image-library';
import { TrashIcon } from './TrashIcon';

export interface ImageTileProps {
  image: AlbumImage;
  /** Id of the element describing how tiles are used (shared by every tile). */
  helpId: string;
  /** Preview mode: the tile shows the image only. */
  readOnly: boolean;
  onPlace(imageId: string): void;
  onDelete(image: AlbumImage): void;
}

/** The draggable id of a library image (also read by the drag overlay). */
export function libraryDragId(imageId: string): string {
  return `library-image:${imageId}`;
}

export function ImageTile({ image, helpId, readOnly, onPlace, onDelete }: ImageTileProps) {
  const intl = useIntl();
  const drag = useCanvasDraggable(libraryDragId(image.id), { kind: 'image', imageId: image.id });
  const name = imageName(image);
  const url = thumbnailUrl(image);
  const picture = url ? (
    <img className="image-tile__picture" src={url} alt="" draggable={false} loading="lazy" />
  ) : (
    <span className="image-tile__placeholder" aria-hidden="true" />
  );
  if (readOnly) {
    return (
      <li className="image-tile" data-testid="image-tile" data-image-id={image.id}>
        <div className="image-tile__handle" role="img" aria-label={name}>
          {picture}
        </div>
      </li>
    );
  }
  const { onKeyDown: dragKeyDown, ...dragProps } = drag.props as typeof drag.props & {
    onKeyDown?: (event: KeyboardEvent) => void;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter places the image (while a keyboard drag runs it drops it); other keys are the keyboard drag's.
    if (event.key === 'Enter' && !drag.isDragging && event.target === event.currentTarget) {
      event.preventDefault();
      onPlace(image.id);
      return;
    }
    dragKeyDown?.(event);
  };
  return (
    <li
      className="image-tile"
      data-testid="image-tile"
      data-image-id={image.id}
      data-dragging={drag.isDragging || undefined}
    >
      <div
        ref={drag.ref}
        {...dragProps}
        className="image-tile__handle"
        aria-label={intl.formatMessage({ id: 'images.tile' }, { name })}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onClick={() => onPlace(image.id)}
      >
        {picture}
      </div>
      <IconButton
        className="image-tile__delete"
        size="sm"
        variant="secondary"
        data-testid="image-delete"
        aria-label={intl.formatMessage({ id: 'images.deleteNamed' }, { name })}
        icon={<TrashIcon />}
        onPress={() => onDelete(image)}
      />
    </li>
  );
}
