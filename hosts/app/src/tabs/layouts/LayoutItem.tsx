import { useId } from 'react';
import { useIntl } from '@album/i18n';
import { Skeleton } from '@album/ui';
import type { Layout } from './blueprint-layouts';
import { layoutScene, lookKey } from './preview-scenes';
import type { AlbumLook } from './preview-scenes';
import { useThumbnail } from './use-thumbnail';

/** Width of a layout picture in CSS pixels (two columns in the 360 px panel). */
export const LAYOUT_THUMBNAIL_WIDTH = 150;

export interface LayoutItemProps {
  layout: Layout;
  blueprintId: string | null;
  look: AlbumLook;
  isDisabled: boolean;
  onApply(layout: Layout): void;
}

/** One blueprint spread: its picture drawn with the album's look; pressing it applies it to the current page. */
export function LayoutItem({ layout, blueprintId, look, isDisabled, onApply }: LayoutItemProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const thumbnail = useThumbnail(
    `layout:${blueprintId ?? ''}:${layout.id}:${lookKey(look)}`,
    () => layoutScene(layout, look),
    LAYOUT_THUMBNAIL_WIDTH,
  );
  const name = intl.formatMessage(
    { id: 'layouts.item' },
    { number: layout.number, section: layout.sectionName || '-', pages: layout.pages },
  );
  return (
    <li className="layouts-tab__item" data-testid="layout-item" data-layout-id={layout.id}>
      <button
        type="button"
        className="layouts-tab__button"
        data-testid="layout-apply"
        data-pages={layout.pages}
        aria-describedby={descriptionId}
        disabled={isDisabled}
        onClick={() => onApply(layout)}
      >
        {thumbnail.status === 'ready' ? (
          <img className="layouts-tab__picture" src={thumbnail.url} alt="" draggable={false} />
        ) : thumbnail.status === 'loading' ? (
          <Skeleton className="layouts-tab__picture layouts-tab__picture--loading" />
        ) : (
          <span className="layouts-tab__picture layouts-tab__picture--failed" aria-hidden="true" />
        )}
        <span className="layouts-tab__caption">
          {layout.number}
          {layout.sectionName && ` · ${layout.sectionName}`}
        </span>
        <span id={descriptionId} hidden>
          {name}
        </span>
      </button>
    </li>
  );
}
