/**
 * The print-preview toggle (specification sections 2 and 4): shows the album as printed (bleed, spine danger zone,
 * stickers in their cells, no comments or placeholders).
 */
import { ToggleButton } from 'react-aria-components';
import { useTool } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Tooltip } from '@album/ui';
import { ControlIcon } from './icons';

export function PrintPreviewToggle() {
  const intl = useIntl();
  const { printPreview, setPrintPreview } = useTool();
  return (
    <Tooltip content={intl.formatMessage({ id: 'canvas.printPreview.hint' })}>
      <ToggleButton
        className="canvas-controls__toggle"
        isSelected={printPreview.enabled}
        onChange={(enabled) => setPrintPreview({ enabled })}
        aria-label={intl.formatMessage({ id: 'canvas.printPreview' })}
        data-testid="print-preview-toggle"
      >
        <ControlIcon name="printPreview" />
      </ToggleButton>
    </Tooltip>
  );
}
