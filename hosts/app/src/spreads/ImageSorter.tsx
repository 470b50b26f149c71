/**
 * Step 2 of the spread creation modal: the sticker area and the background area. Files come in through each area's
 * "add images" button or a file drop onto the area; a picture moves between the areas by dragging (pointer, or the
 * keyboard: Space or Enter picks it up, the arrow keys move it, Space or Enter drops it, Escape cancels) or with its
 * move button. Drag steps are announced in the user's language.
 */
import { useId, useRef } from 'react';
import type { DragEvent as ReactDragEvent } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { useIntl } from '@album/i18n';
import { Button, IconButton, CloseIcon } from '@album/ui';
import { SpreadIcon } from './icons';
import { otherArea } from './sorted-images';
import type { ImageArea, SortedImage } from './sorted-images';
import { useObjectUrl } from './use-object-url';

/** The file types the pickers offer (the spread rules: JPEG, PNG, GIF). */
export const SPREAD_FILE_ACCEPT = 'image/jpeg,image/png,image/gif';

export interface ImageSorterProps {
  images: readonly SortedImage[];
  /** New files for an area (checked by the caller). */
  onAdd(files: File[], area: ImageArea): void;
  onMove(key: string, area: ImageArea): void;
  onRemove(key: string): void;
  isDisabled?: boolean;
}

const AREAS: readonly ImageArea[] = ['stickers', 'background'];

/**
 * Keyboard dragging jumps between the two areas instead of creeping 25 px per key press: Right or Down goes to the
 * background area, Left or Up to the sticker area (side by side on wide screens, stacked on narrow ones).
 */
export const areaCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const target: ImageArea | null =
    event.code === 'ArrowRight' || event.code === 'ArrowDown'
      ? 'background'
      : event.code === 'ArrowLeft' || event.code === 'ArrowUp'
        ? 'stickers'
        : null;
  const rect = target ? context.droppableRects.get(target) : undefined;
  const dragged = context.collisionRect;
  if (!rect || !dragged) return undefined;
  event.preventDefault();
  return {
    x: rect.left + (rect.width - dragged.width) / 2,
    y: rect.top + (rect.height - dragged.height) / 2,
  };
};

export function ImageSorter({ images, onAdd, onMove, onRemove, isDisabled = false }: ImageSorterProps) {
  const intl = useIntl();
  // A small distance keeps the move and remove buttons clickable inside a draggable tile.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: areaCoordinates }),
  );
  const nameOf = (key: string | number) => images.find((i) => i.key === key)?.file.name ?? '';
  const areaName = (id: string | number | undefined) =>
    id === 'stickers' || id === 'background' ? intl.formatMessage({ id: `spreads.create.area.${id}` }) : '';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      intl.formatMessage({ id: 'spreads.create.dnd.start' }, { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? intl.formatMessage(
            { id: 'spreads.create.dnd.over' },
            { name: nameOf(active.id), area: areaName(over.id) },
          )
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? intl.formatMessage(
            { id: 'spreads.create.dnd.end' },
            { name: nameOf(active.id), area: areaName(over.id) },
          )
        : intl.formatMessage({ id: 'spreads.create.dnd.cancel' }, { name: nameOf(active.id) }),
    onDragCancel: ({ active }) =>
      intl.formatMessage({ id: 'spreads.create.dnd.cancel' }, { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && (over.id === 'stickers' || over.id === 'background')) onMove(String(active.id), over.id);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: intl.formatMessage({ id: 'spreads.create.dnd.instructions' }),
        },
      }}
    >
      <div className="spread-create__areas">
        {AREAS.map((area) => (
          <DropArea
            key={area}
            area={area}
            images={images.filter((i) => i.area === area)}
            onAdd={onAdd}
            onMove={onMove}
            onRemove={onRemove}
            isDisabled={isDisabled}
          />
        ))}
      </div>
    </DndContext>
  );
}

function DropArea({
  area,
  images,
  onAdd,
  onMove,
  onRemove,
  isDisabled,
}: {
  area: ImageArea;
  images: readonly SortedImage[];
  onAdd(files: File[], area: ImageArea): void;
  onMove(key: string, area: ImageArea): void;
  onRemove(key: string): void;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { setNodeRef, isOver } = useDroppable({ id: area, disabled: isDisabled });
  // Files dragged in from the desktop land in the area they are dropped on.
  const onFileDrop = (event: ReactDragEvent) => {
    if (isDisabled || event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    onAdd([...event.dataTransfer.files], area);
  };
  return (
    <section
      ref={setNodeRef}
      className="spread-create__area"
      data-over={isOver || undefined}
      data-testid={`spread-area-${area}`}
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={onFileDrop}
    >
      <header className="spread-create__area-header">
        <h3 id={headingId} className="spread-create__area-title">
          {intl.formatMessage({ id: `spreads.create.area.${area}` })}
          <span className="spread-create__count">{images.length}</span>
        </h3>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => input.current?.click()}
          data-testid={`spread-add-${area}`}
        >
          {intl.formatMessage({ id: 'spreads.create.addImages' })}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={SPREAD_FILE_ACCEPT}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-testid={`spread-add-${area}-input`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) onAdd(files, area);
          }}
        />
      </header>
      <p className="spread-create__area-hint">
        {intl.formatMessage({ id: `spreads.create.area.${area}.hint` })}
      </p>
      {images.length === 0 ? (
        <p className="spread-create__empty">{intl.formatMessage({ id: 'spreads.create.dropHere' })}</p>
      ) : (
        <ul className="spread-create__tiles" aria-labelledby={headingId}>
          {images.map((image) => (
            <ImageTile
              key={image.key}
              image={image}
              onMove={onMove}
              onRemove={onRemove}
              isDisabled={isDisabled}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ImageTile({
  image,
  onMove,
  onRemove,
  isDisabled,
}: {
  image: SortedImage;
  onMove(key: string, area: ImageArea): void;
  onRemove(key: string): void;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  const url = useObjectUrl(image.file);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: image.key,
    disabled: isDisabled,
  });
  const name = image.file.name;
  const target = otherArea(image.area);
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li className="spread-create__tile" data-dragging={isDragging || undefined} data-testid="spread-image">
      <div
        ref={setNodeRef}
        className="spread-create__handle"
        style={style}
        {...attributes}
        {...listeners}
        aria-label={intl.formatMessage({ id: 'spreads.create.dragImage' }, { name })}
      >
        {url ? (
          <img className="spread-create__thumb" src={url} alt="" draggable={false} />
        ) : (
          <span className="spread-create__thumb" aria-hidden="true" />
        )}
        <span className="spread-create__name">{name}</span>
      </div>
      <div className="spread-create__tile-actions">
        <IconButton
          size="sm"
          variant="ghost"
          icon={<SpreadIcon name={target === 'background' ? 'toBackground' : 'toStickers'} />}
          aria-label={intl.formatMessage({ id: `spreads.create.moveTo.${target}` }, { name })}
          isDisabled={isDisabled}
          onPress={() => onMove(image.key, target)}
          data-testid="spread-image-move"
        />
        <IconButton
          size="sm"
          variant="ghost"
          icon={<CloseIcon />}
          aria-label={intl.formatMessage({ id: 'spreads.create.remove' }, { name })}
          isDisabled={isDisabled}
          onPress={() => onRemove(image.key)}
          data-testid="spread-image-remove"
        />
      </div>
    </li>
  );
}
