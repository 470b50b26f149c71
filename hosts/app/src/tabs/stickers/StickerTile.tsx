/**
 * A sticker in the stickers tab: its photo, name and (when placed) number; placed stickers are dimmed. Drag it onto
 * a sticker cell of the canvas to place it (pointer, or Space to pick it up with the keyboard); Enter or a
 * double-click opens its form.
 */
import type { KeyboardEvent } from 'react';
import type { AlbumImage } from '@album/editor-core';
import { useCanvasDraggable } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { PlusIcon } from './icons';
import type { StickerEntry } from './sticker-list';

/** The draggable id of a sticker tile. */
export function stickerDragId(stickerId: string): string {
  return `sticker:${stickerId}`;
}

/** The smallest stored size of an image (the tiles are 80 px). */
export function stickerThumbnail(image: AlbumImage | undefined): string | null {
  if (!image) return null;
  return (
    image.blob.small ??
    image.blob.medium ??
    image.blob.large ??
    image.blob.full ??
    image.blob.original ??
    null
  );
}

export interface StickerTileProps {
  entry: StickerEntry;
  image: AlbumImage | undefined;
  readOnly: boolean;
  onEdit(): void;
}

export function StickerTile({ entry, image, readOnly, onEdit }: StickerTileProps) {
  const intl = useIntl();
  const { sticker, placed, numberLabel } = entry;
  const drag = useCanvasDraggable(stickerDragId(sticker.id), { kind: 'sticker', stickerId: sticker.id });
  const name = sticker.name.trim() || intl.formatMessage({ id: 'stickers.tile.unnamed' });
  const label =
    placed && numberLabel
      ? intl.formatMessage({ id: 'stickers.tile.placed' }, { name, number: numberLabel })
      : intl.formatMessage({ id: 'stickers.tile.unplaced' }, { name });
  const url = stickerThumbnail(image);
  const dragProps = readOnly ? {} : drag.props;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEdit();
      return;
    }
    // Space (and the other keys of @dnd-kit's keyboard sensor) pick the sticker up for dragging.
    if (!readOnly) (drag.props as { onKeyDown?: (e: KeyboardEvent) => void }).onKeyDown?.(event);
  };
  return (
    <button
      type="button"
      ref={readOnly ? undefined : drag.ref}
      className="sticker-tile"
      data-placed={placed}
      data-double={sticker.doubleSticker}
      data-dragging={drag.isDragging}
      data-testid={`sticker-${sticker.id}`}
      {...dragProps}
      role="button"
      aria-roledescription={undefined}
      aria-describedby="stickers-tile-hint"
      onKeyDown={onKeyDown}
      onDoubleClick={onEdit}
      style={
        drag.transform
          ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` }
          : undefined
      }
    >
      {/* The name for assistive technology; the visible parts below repeat it and are hidden from it. */}
      <span className="stickers-tab__sr-only">{label}</span>
      <span className="sticker-tile__picture" aria-hidden="true">
        {url ? <img src={url} alt="" draggable={false} loading="lazy" /> : <span>{initials(name)}</span>}
      </span>
      <span className="sticker-tile__name" aria-hidden="true">
        {name}
      </span>
      {placed && numberLabel && (
        <span className="sticker-tile__number" aria-hidden="true">
          {numberLabel}
        </span>
      )}
    </button>
  );
}

/** The placeholder tile that adds a sticker to its chapter. */
export function AddStickerTile({ chapterName, onAdd }: { chapterName: string; onAdd(): void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="sticker-tile sticker-tile--add"
      aria-label={intl.formatMessage({ id: 'stickers.add' }, { name: chapterName })}
      onClick={onAdd}
    >
      <span className="sticker-tile__picture" aria-hidden="true">
        <PlusIcon />
      </span>
    </button>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toLocaleUpperCase())
    .join('');
}
