/**
 * The view-settings popover: the canvas's view options (5 mm grid, snap guides, snapping, bleed, spine danger zone;
 * kept per user, see `use-persisted-view-options`), how the print preview draws stickers, and the view commands
 * (fit the spread, show all pages).
 */
import { useTool, useViewOptions, useViewport } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Button, DialogTrigger, IconButton, Popover, Switch } from '@album/ui';
import { ControlIcon } from './icons';
import { VIEW_OPTION_SWITCHES } from './view-options';

export function ViewSettings() {
  const intl = useIntl();
  const { printPreview, setPrintPreview } = useTool();
  const view = useViewport();
  const options = useViewOptions();
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
          {VIEW_OPTION_SWITCHES.map(({ key, labelId }) => (
            <Switch
              key={key}
              isSelected={options.view[key]}
              onChange={(on) => options.setView({ [key]: on })}
              data-testid={`view-${key}`}
            >
              {intl.formatMessage({ id: labelId })}
            </Switch>
          ))}
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
            <Button size="sm" onPress={() => view.fitAll()} data-testid="view-fit-all">
              {intl.formatMessage({ id: 'canvas.view.fitAll' })}
            </Button>
          </div>
        </div>
      </Popover>
    </DialogTrigger>
  );
}
