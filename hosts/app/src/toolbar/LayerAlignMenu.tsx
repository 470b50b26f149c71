/**
 * The floating toolbar's arrange menu: stacking (to the front, one step forward, one step back, to the back), aligning
 * (one element to its page, two or more to each other) and distributing (three or more, equal gaps). Each item is
 * one undo step; the stacking items show their shortcuts (handled by the canvas, see `layer-keys.ts`).
 */
import type { Key } from 'react-aria-components';
import type { AlbumAction, AlignEdge } from '@album/editor-core';
import { useEditor } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { IconButton, Menu, MenuItem, MenuSection, MenuTrigger, Tooltip } from '@album/ui';
import { ArrangeIcon } from './icons';
import { useRunAction } from './use-run-action';

const EDGES: readonly AlignEdge[] = ['left', 'center', 'right', 'top', 'middle', 'bottom'];

const LAYERS = [
  { id: 'sendToFront', label: 'toolbar.layer.front', keys: '⇧]' },
  { id: 'bringForward', label: 'toolbar.layer.forward', keys: ']' },
  { id: 'sendBackward', label: 'toolbar.layer.backward', keys: '[' },
  { id: 'sendToBack', label: 'toolbar.layer.back', keys: '⇧[' },
] as const;

/** Ctrl on most systems, ⌘ on Apple's: how the shortcut hints start. */
function modifierLabel(): string {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return /Mac|iPhone|iPad/.test(platform) ? '⌘' : 'Ctrl+';
}

/** Touch-only devices have no keyboard to press the shortcuts on: their hints are left out there. */
function hasFinePointer(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return !window.matchMedia('(pointer: coarse)').matches;
}

/** The action of a menu item for the selected `ids`. */
export function arrangeAction(key: string, ids: string[]): AlbumAction | null {
  if (LAYERS.some((layer) => layer.id === key)) return { type: key as (typeof LAYERS)[number]['id'], ids };
  if (key.startsWith('align-')) {
    const edge = key.slice('align-'.length) as AlignEdge;
    if (!EDGES.includes(edge)) return null;
    return { type: 'align', ids, edge, target: ids.length >= 2 ? 'selection' : 'page' };
  }
  if (key === 'distribute-horizontal') return { type: 'distribute', ids, axis: 'horizontal' };
  if (key === 'distribute-vertical') return { type: 'distribute', ids, axis: 'vertical' };
  return null;
}

export function LayerAlignMenu({ count }: { count: number }) {
  const intl = useIntl();
  const editor = useEditor();
  const run = useRunAction();
  const t = (id: string) => intl.formatMessage({ id });
  const mod = hasFinePointer() ? modifierLabel() : null;
  const label = t('toolbar.layer');

  const onAction = (key: Key) => {
    const action = arrangeAction(String(key), [...editor.getSelection().ids]);
    if (action) run(editor.dispatch(action));
  };

  return (
    <MenuTrigger>
      <Tooltip content={label}>
        <IconButton
          aria-label={label}
          icon={<ArrangeIcon />}
          size="sm"
          variant="ghost"
          data-testid="arrange"
        />
      </Tooltip>
      <Menu aria-label={label} placement="bottom" onAction={onAction}>
        <MenuSection title={label}>
          {LAYERS.map((layer) => (
            <MenuItem
              key={layer.id}
              id={layer.id}
              shortcut={mod === null ? undefined : `${mod}${layer.keys}`}
              data-testid={`arrange-${layer.id}`}
            >
              {t(layer.label)}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSection title={t(count >= 2 ? 'toolbar.align.toSelection' : 'toolbar.align.toPage')}>
          {EDGES.map((edge) => (
            <MenuItem key={edge} id={`align-${edge}`} data-testid={`arrange-align-${edge}`}>
              {t(`toolbar.align.${edge}`)}
            </MenuItem>
          ))}
        </MenuSection>
        {count >= 3 ? (
          <MenuSection title={t('toolbar.distribute')}>
            <MenuItem id="distribute-horizontal" data-testid="arrange-distribute-horizontal">
              {t('toolbar.distribute.horizontal')}
            </MenuItem>
            <MenuItem id="distribute-vertical" data-testid="arrange-distribute-vertical">
              {t('toolbar.distribute.vertical')}
            </MenuItem>
          </MenuSection>
        ) : null}
      </Menu>
    </MenuTrigger>
  );
}
