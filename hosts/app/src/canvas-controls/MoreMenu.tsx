/**
 * The phones' "more" menu of the canvas controls: the print preview, sticker images in the print preview, the view
 * options (grid, guides, snapping, bleed, spine danger zone), the history panel, each a checkable item.
 */
import type { Selection } from 'react-aria-components';
import { useTool, useViewOptions } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { IconButton, Menu, MenuItem, MenuSection, MenuTrigger } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { ControlIcon } from './icons';
import { VIEW_OPTION_SWITCHES } from './view-options';

export function MoreMenu({
  historyOpen,
  onHistory,
}: {
  historyOpen: boolean;
  onHistory(open: boolean): void;
}) {
  const intl = useIntl();
  const { mode } = useAlbumSession();
  const { printPreview, setPrintPreview } = useTool();
  const { view, setView } = useViewOptions();
  const selected = new Set<string>();
  for (const { key } of VIEW_OPTION_SWITCHES) if (view[key]) selected.add(`view-${key}`);
  if (printPreview.enabled) selected.add('printPreview');
  if (printPreview.showStickers) selected.add('showStickers');
  if (historyOpen) selected.add('history');

  const onSelectionChange = (keys: Selection) => {
    const on =
      keys === 'all'
        ? new Set([
            'printPreview',
            'showStickers',
            'history',
            ...VIEW_OPTION_SWITCHES.map((v) => `view-${v.key}`),
          ])
        : keys;
    if (on.has('printPreview') !== printPreview.enabled) setPrintPreview({ enabled: on.has('printPreview') });
    if (on.has('showStickers') !== printPreview.showStickers) {
      setPrintPreview({ showStickers: on.has('showStickers') });
    }
    if (on.has('history') !== historyOpen) onHistory(on.has('history'));
    for (const { key } of VIEW_OPTION_SWITCHES) {
      if (on.has(`view-${key}`) !== view[key]) setView({ [key]: on.has(`view-${key}`) });
    }
  };

  return (
    <MenuTrigger>
      <IconButton
        size="md"
        icon={<ControlIcon name="more" />}
        aria-label={intl.formatMessage({ id: 'canvas.more' })}
        data-testid="canvas-more"
      />
      <Menu
        aria-label={intl.formatMessage({ id: 'canvas.more' })}
        placement="top end"
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={onSelectionChange}
      >
        <MenuSection title={intl.formatMessage({ id: 'canvas.viewSettings' })}>
          <MenuItem
            id="printPreview"
            icon={<ControlIcon name="printPreview" />}
            data-testid="print-preview-toggle"
          >
            {intl.formatMessage({ id: 'canvas.printPreview' })}
          </MenuItem>
          <MenuItem id="showStickers" data-testid="view-show-stickers">
            {intl.formatMessage({ id: 'canvas.view.showStickers' })}
          </MenuItem>
          {VIEW_OPTION_SWITCHES.map(({ key, labelId }) => (
            <MenuItem key={key} id={`view-${key}`} data-testid={`view-${key}`}>
              {intl.formatMessage({ id: labelId })}
            </MenuItem>
          ))}
          {mode === 'edit' ? (
            <MenuItem id="history" icon={<ControlIcon name="history" />} data-testid="history-toggle">
              {intl.formatMessage({ id: 'canvas.history' })}
            </MenuItem>
          ) : null}
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
