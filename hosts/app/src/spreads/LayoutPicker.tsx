/**
 * Step 1 of the spread creation modal: the blueprint's layouts as pictures (drawn with the album's look, like the
 * layouts tab) in a single-choice list box. Arrow keys move between pictures, Space or Enter chooses one.
 */
import { ListBox, ListBoxItem } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useIntl } from '@album/i18n';
import { Skeleton } from '@album/ui';
import type { Layout } from '../tabs/layouts/blueprint-layouts';
import { LAYOUT_THUMBNAIL_WIDTH } from '../tabs/layouts/LayoutItem';
import { layoutScene, lookKey } from '../tabs/layouts/preview-scenes';
import type { AlbumLook } from '../tabs/layouts/preview-scenes';
import { useThumbnail } from '../tabs/layouts/use-thumbnail';

export interface LayoutPickerProps {
  layouts: readonly Layout[];
  blueprintId: string | null;
  look: AlbumLook;
  selectedId: string | null;
  onSelect(id: string | null): void;
}

export function LayoutPicker({ layouts, blueprintId, look, selectedId, onSelect }: LayoutPickerProps) {
  const intl = useIntl();
  return (
    <ListBox
      aria-label={intl.formatMessage({ id: 'spreads.create.layouts' })}
      className="spread-create__layouts"
      layout="grid"
      selectionMode="single"
      selectedKeys={selectedId ? [selectedId] : []}
      onSelectionChange={(keys) => {
        const [first] = keys === 'all' ? [] : [...keys];
        onSelect(first === undefined ? null : String(first as Key));
      }}
      items={layouts}
      data-testid="spread-layouts"
    >
      {(layout) => <LayoutOption layout={layout} blueprintId={blueprintId} look={look} />}
    </ListBox>
  );
}

function LayoutOption({
  layout,
  blueprintId,
  look,
}: {
  layout: Layout;
  blueprintId: string | null;
  look: AlbumLook;
}) {
  const intl = useIntl();
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
    <ListBoxItem
      id={layout.id}
      textValue={name}
      className="spread-create__layout"
      data-testid="spread-layout"
      data-layout-id={layout.id}
    >
      {thumbnail.status === 'ready' ? (
        <img className="spread-create__picture" src={thumbnail.url} alt="" draggable={false} />
      ) : thumbnail.status === 'loading' ? (
        <Skeleton className="spread-create__picture" />
      ) : (
        <span className="spread-create__picture" aria-hidden="true" />
      )}
      <span className="spread-create__caption">
        {layout.number}
        {layout.sectionName && ` · ${layout.sectionName}`}
      </span>
    </ListBoxItem>
  );
}
