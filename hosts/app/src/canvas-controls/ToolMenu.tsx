/**
 * The side tool menu (specification sections 2 and 6): select, move the view, and the insert tools; the comment
 * tool only for admins. A vertical strip of toggle buttons on desktop (arrow keys move between them), a menu with
 * the active tool as its trigger on phones.
 */
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { Tool } from '@album/editor-react';
import { useTool } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Button, Menu, MenuItem, MenuTrigger, Tooltip } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { ControlIcon } from './icons';
import { isTool, toolsFor } from './tools';

export function ToolMenu({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { isAdmin } = useAlbumSession();
  const { tool, setTool } = useTool();
  const tools = toolsFor(isAdmin);
  const nameOf = (t: Tool) => intl.formatMessage({ id: `canvas.tool.${t}` });
  const label = intl.formatMessage({ id: 'canvas.toolMenu' });

  if (compact) {
    return (
      <MenuTrigger>
        <Button
          size="md"
          variant="ghost"
          icon={<ControlIcon name={tool} />}
          aria-label={`${label}: ${nameOf(tool)}`}
          data-testid="tool-menu"
        />
        <Menu
          aria-label={label}
          placement="top start"
          selectionMode="single"
          selectedKeys={[tool]}
          disallowEmptySelection
          onAction={(key) => isTool(key) && setTool(key)}
        >
          {tools.map((t) => (
            <MenuItem key={t} id={t} icon={<ControlIcon name={t} />} data-testid={`tool-${t}`}>
              {nameOf(t)}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
    );
  }

  return (
    <ToggleButtonGroup
      className="canvas-controls__tools"
      orientation="vertical"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[tool]}
      onSelectionChange={(keys) => {
        const [next] = keys;
        if (isTool(next)) setTool(next);
      }}
      aria-label={label}
      data-testid="tool-menu"
    >
      {tools.map((t) => (
        <Tooltip key={t} content={nameOf(t)} placement="right">
          <ToggleButton
            id={t}
            className="canvas-controls__toggle"
            aria-label={nameOf(t)}
            data-testid={`tool-${t}`}
          >
            <ControlIcon name={t} />
          </ToggleButton>
        </Tooltip>
      ))}
    </ToggleButtonGroup>
  );
}
