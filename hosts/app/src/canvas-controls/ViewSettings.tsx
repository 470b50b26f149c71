/**
 * The view-settings popover: how the print preview draws stickers, and the view commands (fit the spread, show all
 * pages). Snap guides and the grid are drawn by the canvas during a drag and have no switch in editor-react.
 */
import { useTool, useViewport } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Button, DialogTrigger, IconButton, Popover, Switch } from '@album/ui';
import { ControlIcon } from './icons';

export function ViewSettings() {
  const intl = useIntl();
  const { printPreview, setPrintPreview } = useTool();
  const view = useViewport();
  const title = intl.formatMessage({ id: 'canvas.viewSettings' });
  return (
    <DialogTrigger>
      <IconButton
        size="md"
        icon={<ControlIcon name="view" />}
        aria-label={title}
        data-testid="view-settings"
      />
      <Popover title={title} placement="top" className="canvas-controls__popover">
        <div className="canvas-controls__settings">
          <Switch
            isSelected={printPreview.showStickers}
            onChange={(showStickers) => setPrintPreview({ showStickers })}
            data-testid="view-show-stickers"
          >
            {intl.formatMessage({ id: 'canvas.view.showStickers' })}
          </Switch>
          <div className="canvas-controls__settings-actions">
            <Button size="sm" onPress={() => view.fitSpread()}>
              {intl.formatMessage({ id: 'canvas.zoom.fit' })}
            </Button>
            <Button size="sm" onPress={() => view.fitAll()}>
              {intl.formatMessage({ id: 'canvas.view.fitAll' })}
            </Button>
          </div>
        </div>
      </Popover>
    </DialogTrigger>
  );
}
