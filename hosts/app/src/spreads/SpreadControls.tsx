/**
 * The spread controls: an "insert spread" button that opens the spread creation modal, and a menu with the spread
 * commands (add an empty spread before or after, duplicate, move up or down within the chapter, delete) for the
 * current spread. Shown in the canvas controls and the layouts tab; nothing in preview mode.
 */
import { useState } from 'react';
import { useEditorValue } from '@album/editor-react';
import { albumSpreads } from '@album/editor-core';
import { useIntl } from '@album/i18n';
import { Button, IconButton, Menu, MenuItem, MenuSeparator, MenuTrigger, Tooltip } from '@album/ui';
import type { Key } from 'react-aria-components';
import { useAlbumSession } from '../album/album-session';
import { SpreadIcon } from './icons';
import type { SpreadIconName } from './icons';
import { SPREAD_COMMANDS } from './spread-commands';
import type { SpreadCommand } from './spread-commands';
import { SpreadCreationModal } from './SpreadCreationModal';
import { useSpreadActions } from './use-spread-actions';
import './spreads.css';

const ICONS: Readonly<Record<SpreadCommand, SpreadIconName>> = {
  addBefore: 'addBefore',
  addAfter: 'addAfter',
  duplicate: 'duplicate',
  moveUp: 'moveUp',
  moveDown: 'moveDown',
  delete: 'delete',
};

export interface SpreadControlsProps {
  /** Where the menu opens: above the canvas bar, below in the sidebar. */
  placement?: 'top' | 'bottom';
  /** Visible labels (the layouts tab) instead of icon buttons with tooltips (the canvas bar). */
  labelled?: boolean;
}

export function SpreadControls({ placement = 'top', labelled = false }: SpreadControlsProps) {
  const intl = useIntl();
  const { mode } = useAlbumSession();
  const [creating, setCreating] = useState(false);
  // The current spread, or the first while none is current (the album just opened).
  const spreadId = useEditorValue(
    (editor) => editor.getSelection().spreadId ?? albumSpreads(editor.getState())[0]?.id ?? null,
  );
  const actions = useSpreadActions(spreadId);
  if (mode !== 'edit') return null;

  const insertLabel = intl.formatMessage({ id: 'canvas.insertSpread' });
  const menuLabel = intl.formatMessage({ id: 'spreads.menu' });
  const disabledKeys = SPREAD_COMMANDS.filter((command) => !actions.state[command]);

  return (
    <div className="spread-controls" data-labelled={labelled || undefined}>
      {labelled ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<SpreadIcon name="insert" size={18} />}
          onPress={() => setCreating(true)}
          data-testid="insert-spread"
        >
          {insertLabel}
        </Button>
      ) : (
        <Tooltip content={insertLabel}>
          <IconButton
            size="md"
            icon={<SpreadIcon name="insert" />}
            aria-label={insertLabel}
            onPress={() => setCreating(true)}
            data-testid="insert-spread"
          />
        </Tooltip>
      )}
      <MenuTrigger>
        {labelled ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<SpreadIcon name="menu" size={18} />}
            isDisabled={!spreadId}
            data-testid="spread-menu"
          >
            {menuLabel}
          </Button>
        ) : (
          <IconButton
            size="md"
            icon={<SpreadIcon name="menu" />}
            aria-label={menuLabel}
            isDisabled={!spreadId}
            data-testid="spread-menu"
          />
        )}
        <Menu
          aria-label={menuLabel}
          placement={placement === 'top' ? 'top start' : 'bottom start'}
          disabledKeys={disabledKeys}
          onAction={(key: Key) => void actions.run(key as SpreadCommand)}
        >
          {SPREAD_COMMANDS.map((command) => [
            command === 'delete' ? <MenuSeparator key="separator" /> : null,
            <MenuItem
              key={command}
              id={command}
              icon={<SpreadIcon name={ICONS[command]} />}
              isDanger={command === 'delete'}
              description={
                command === 'delete' && !actions.state.delete && spreadId
                  ? intl.formatMessage({ id: 'error.lastSpread' })
                  : undefined
              }
              data-testid={`spread-${command}`}
            >
              {intl.formatMessage({ id: `spreads.command.${command}` })}
            </MenuItem>,
          ])}
        </Menu>
      </MenuTrigger>
      {creating && <SpreadCreationModal isOpen onOpenChange={setCreating} />}
    </div>
  );
}
