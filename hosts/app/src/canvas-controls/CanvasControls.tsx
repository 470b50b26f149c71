/**
 * The canvas controls (specification section 2): page navigation, undo and redo with the history panel, the zoom
 * menu, the print-preview toggle and view settings in a bar under the canvas; the side tool menu; the admin
 * elements tree; the comment card. Phones (width under 1000) get one compact bar: page navigation, zoom, undo,
 * redo, the tool menu and a "more" menu with print preview, sticker images and the history panel.
 * Preview mode (read-only) keeps only the view controls.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useHistory } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { CloseIcon, IconButton, Tooltip } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { useIsMobile } from '../workspace/use-is-mobile';
import { CommentPanel } from './CommentPanel';
import { ElementsTree } from './ElementsTree';
import { HistoryPanel } from './HistoryPanel';
import { ControlIcon } from './icons';
import { MoreMenu } from './MoreMenu';
import { PageNavigation } from './PageNavigation';
import { PrintPreviewToggle } from './PrintPreviewToggle';
import { ToolMenu } from './ToolMenu';
import { SpreadControls } from '../spreads/SpreadControls';
import { useControlKeys } from './use-control-keys';
import { useUndoShortcuts } from './use-undo-shortcuts';
import { ViewSettings } from './ViewSettings';
import { ZoomMenu } from './ZoomMenu';
import './canvas-controls.css';

/** The side panels of the controls; one is open at a time. */
export type ControlsPanel = 'history' | 'elements';

export function CanvasControls() {
  const intl = useIntl();
  const { isAdmin, mode } = useAlbumSession();
  const isMobile = useIsMobile();
  const history = useHistory();
  const [panel, setPanel] = useState<ControlsPanel | null>(null);
  const editing = mode === 'edit';
  useUndoShortcuts(history, editing);
  useControlKeys();
  // The elements tree is a desktop panel for admins (specification section 6).
  const showTree = isAdmin && !isMobile;
  const openPanel = panel === 'elements' && !showTree ? null : panel === 'history' && !editing ? null : panel;

  const header = (titleId: string) => (
    <header className="canvas-controls__panel-header">
      <h2 className="canvas-controls__panel-title">{intl.formatMessage({ id: titleId })}</h2>
      <IconButton
        size="sm"
        icon={<CloseIcon />}
        aria-label={intl.formatMessage({ id: 'common.close' })}
        onPress={() => setPanel(null)}
        data-testid="panel-close"
      />
    </header>
  );

  const undoRedo = editing && (
    <div className="canvas-controls__group">
      <IconButton
        size="md"
        icon={<ControlIcon name="undo" />}
        aria-label={intl.formatMessage({ id: 'canvas.undo' })}
        isDisabled={!history.canUndo}
        onPress={history.undo}
        data-testid="undo"
      />
      <IconButton
        size="md"
        icon={<ControlIcon name="redo" />}
        aria-label={intl.formatMessage({ id: 'canvas.redo' })}
        isDisabled={!history.canRedo}
        onPress={history.redo}
        data-testid="redo"
      />
      {!isMobile && (
        <PanelToggle
          label={intl.formatMessage({ id: 'canvas.history' })}
          icon="history"
          isSelected={openPanel === 'history'}
          onChange={(on) => setPanel(on ? 'history' : null)}
          testId="history-toggle"
        />
      )}
    </div>
  );

  return (
    <div className="canvas-controls" data-layout={isMobile ? 'mobile' : 'desktop'}>
      {editing && !isMobile && (
        <div className="canvas-controls__side">
          <ToolMenu />
        </div>
      )}
      <div className="canvas-controls__bar" data-testid="canvas-controls">
        {isMobile ? (
          <>
            <PageNavigation compact />
            <ZoomMenu compact />
            {undoRedo}
            {editing && <SpreadControls />}
            {editing && <ToolMenu compact />}
            <MoreMenu
              historyOpen={openPanel === 'history'}
              onHistory={(on) => setPanel(on ? 'history' : null)}
            />
          </>
        ) : (
          <>
            <PageNavigation />
            <Separator />
            {undoRedo}
            {editing && <Separator />}
            {editing && (
              <>
                <SpreadControls />
                <Separator />
              </>
            )}
            <div className="canvas-controls__group">
              <ZoomMenu />
              <PrintPreviewToggle />
              <ViewSettings />
            </div>
            {showTree && (
              <>
                <Separator />
                <PanelToggle
                  label={intl.formatMessage({ id: 'canvas.elements' })}
                  icon="elements"
                  isSelected={openPanel === 'elements'}
                  onChange={(on) => setPanel(on ? 'elements' : null)}
                  testId="elements-toggle"
                />
              </>
            )}
          </>
        )}
      </div>
      {openPanel && (
        <div className="canvas-controls__panel-slot">
          {openPanel === 'history' ? (
            <HistoryPanel header={header('canvas.history')} />
          ) : (
            <ElementsTree header={header('canvas.elements')} />
          )}
        </div>
      )}
      <CommentPanel />
    </div>
  );
}

function Separator() {
  return <span className="canvas-controls__separator" aria-hidden="true" />;
}

function PanelToggle(props: {
  label: string;
  icon: 'history' | 'elements';
  isSelected: boolean;
  onChange(on: boolean): void;
  testId: string;
}): ReactNode {
  return (
    <Tooltip content={props.label}>
      <ToggleButton
        className="canvas-controls__toggle"
        isSelected={props.isSelected}
        onChange={props.onChange}
        aria-label={props.label}
        data-testid={props.testId}
      >
        <ControlIcon name={props.icon} />
      </ToggleButton>
    </Tooltip>
  );
}
