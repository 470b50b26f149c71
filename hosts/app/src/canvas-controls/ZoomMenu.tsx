/**
 * The zoom menu (specification sections 2 and 9): the current zoom as its trigger; zoom in and out to the next
 * preset, fit the current spread, show all pages, and the presets 50, 100, 200 and 300 %.
 */
import { MenuSection as AriaMenuSection } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useViewport } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Button, ChevronDownIcon, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@album/ui';

const presetKey = (zoom: number) => `preset-${zoom}`;

export function ZoomMenu({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const view = useViewport();
  const onAction = (key: Key) => {
    if (key === 'in') view.zoomIn();
    else if (key === 'out') view.zoomOut();
    else if (key === 'fit') view.fitSpread();
    else if (key === 'all') view.fitAll();
    else {
      const preset = view.presets.find((zoom) => presetKey(zoom) === key);
      if (preset !== undefined) view.setZoom(preset);
    }
  };
  const selected = view.presets.filter((zoom) => Math.abs(zoom - view.zoom) < 0.005).map(presetKey);
  const percent = intl.formatMessage({ id: 'canvas.zoom.preset' }, { zoom: view.zoom });
  return (
    <MenuTrigger>
      <Button
        size="md"
        variant="ghost"
        className="canvas-controls__zoom"
        aria-label={intl.formatMessage({ id: 'canvas.zoom.trigger' }, { zoom: view.zoom })}
        data-testid="zoom-menu"
      >
        <span className="canvas-controls__zoom-value">{percent}</span>
        {!compact && <ChevronDownIcon />}
      </Button>
      <Menu aria-label={intl.formatMessage({ id: 'canvas.zoom.menu' })} placement="top" onAction={onAction}>
        <MenuSection aria-label={intl.formatMessage({ id: 'canvas.zoom.menu' })}>
          <MenuItem id="in" isDisabled={view.zoom >= view.limits.max}>
            {intl.formatMessage({ id: 'canvas.zoom.in' })}
          </MenuItem>
          <MenuItem id="out" isDisabled={view.zoom <= view.limits.min}>
            {intl.formatMessage({ id: 'canvas.zoom.out' })}
          </MenuItem>
          <MenuItem id="fit">{intl.formatMessage({ id: 'canvas.zoom.fit' })}</MenuItem>
          <MenuItem id="all">{intl.formatMessage({ id: 'canvas.view.fitAll' })}</MenuItem>
        </MenuSection>
        <MenuSeparator />
        {/* Only the presets are checkable: the kit's MenuItem draws the check mark of the current one. */}
        <AriaMenuSection
          className="ui-menu__section"
          aria-label={intl.formatMessage({ id: 'canvas.zoom.menu' })}
          selectionMode="single"
          selectedKeys={selected}
        >
          {view.presets.map((zoom) => (
            <MenuItem key={zoom} id={presetKey(zoom)} data-testid={`zoom-preset-${Math.round(zoom * 100)}`}>
              {intl.formatMessage({ id: 'canvas.zoom.preset' }, { zoom })}
            </MenuItem>
          ))}
        </AriaMenuSection>
      </Menu>
    </MenuTrigger>
  );
}
