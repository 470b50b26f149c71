/**
 * The floating toolbar's arrange menu: stacking (to the front, one step forward, one step back, to the back), aligning
 * (two or more to each other, or each to its page, i.e. the half of a double spread, or to the whole spread, with
 * an optional margin) and distributing (three or more, equal gaps). Each item is one undo step; the stacking and
 * align items show their shortcuts (handled by the canvas, see `layer-keys.ts` and `align-keys.ts`, which align
 * to the target and margin chosen here).
 */
import { Header, MenuSection as AriaMenuSection } from 'react-aria-components';
import type { Key, Selection } from 'react-aria-components';
import type { AlbumAction, AlignEdge } from '@album/editor-core';
import { ALIGN_KEY_LETTERS, alignAction, useAlignOptions, useEditor } from '@album/editor-react';
import type { AlignOptions } from '@album/editor-react';
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

/** The margins offered for aligning to a page or spread, in mm. */
export const ALIGN_MARGINS = [0, 2, 5, 10] as const;

const TARGETS = ['selection', 'page', 'spread'] as const;

function isApple(): boolean {
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform;
  return /Mac|iPhone|iPad/.test(platform);
}

/** Ctrl on most systems, ⌘ on Apple's: how the shortcut hints start. */
function modifierLabel(): string {
  return isApple() ? '⌘' : 'Ctrl+';
}

/** Alt+Shift (⌥⇧ on Apple's): how the align shortcut hints start. */
function alignModifierLabel(): string {
  return isApple() ? '⌥⇧' : 'Alt+⇧';
}

/** Touch-only devices have no keyboard to press the shortcuts on: their hints are left out there. */
function hasFinePointer(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return !window.matchMedia('(pointer: coarse)').matches;
}

/** The action of a menu item for the selected `ids`, aligning with `options`. */
export function arrangeAction(
  key: string,
  ids: string[],
  options: AlignOptions = { target: 'selection', margin: 0 },
): AlbumAction | null {
  if (LAYERS.some((layer) => layer.id === key)) return { type: key as (typeof LAYERS)[number]['id'], ids };
  if (key.startsWith('align-')) {
    const edge = key.slice('align-'.length) as AlignEdge;
    if (!EDGES.includes(edge)) return null;
    return alignAction(ids, edge, options);
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
  const keyboard = hasFinePointer();
  const mod = keyboard ? modifierLabel() : null;
  const alignMod = keyboard ? alignModifierLabel() : null;
  const label = t('toolbar.layer');
  const { align, setAlign } = useAlignOptions();
  // With one element, "to each other" aligns it to its page (editor-core's rule): the menu shows that choice.
  const targets = count >= 2 ? TARGETS : TARGETS.filter((target) => target !== 'selection');
  const target = count < 2 && align.target === 'selection' ? 'page' : align.target;
  const toEachOther = target === 'selection';

  const onAction = (key: Key) => {
    const action = arrangeAction(String(key), [...editor.getSelection().ids], { ...align, target });
    if (action) run(editor.dispatch(action));
  };
  const only = (keys: Selection): string | null =>
    keys === 'all' || keys.size !== 1 ? null : String([...keys][0]);

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
        <MenuSection title={t('toolbar.align')}>
          {EDGES.map((edge) => (
            <MenuItem
              key={edge}
              id={`align-${edge}`}
              shortcut={alignMod === null ? undefined : `${alignMod}${ALIGN_KEY_LETTERS[edge]}`}
              data-testid={`arrange-align-${edge}`}
            >
              {t(`toolbar.align.${edge}`)}
            </MenuItem>
          ))}
        </MenuSection>
        <AriaMenuSection
          className="ui-menu__section"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[`target-${target}`]}
          onSelectionChange={(keys) => {
            const key = only(keys);
            if (key) setAlign({ target: key.slice('target-'.length) as AlignOptions['target'] });
          }}
        >
          <Header className="ui-menu__header">{t('toolbar.align.target')}</Header>
          {targets.map((option) => (
            <MenuItem key={option} id={`target-${option}`} data-testid={`arrange-target-${option}`}>
              {t(`toolbar.align.target.${option}`)}
            </MenuItem>
          ))}
        </AriaMenuSection>
        {!toEachOther ? (
          <AriaMenuSection
            className="ui-menu__section"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[`margin-${align.margin}`]}
            onSelectionChange={(keys) => {
              const key = only(keys);
              if (key) setAlign({ margin: Number(key.slice('margin-'.length)) });
            }}
          >
            <Header className="ui-menu__header">{t('toolbar.align.margin')}</Header>
            {ALIGN_MARGINS.map((margin) => (
              <MenuItem key={margin} id={`margin-${margin}`} data-testid={`arrange-margin-${margin}`}>
                {margin === 0 ? t('toolbar.align.margin.none') : intl.formatNumber(margin)}
              </MenuItem>
            ))}
          </AriaMenuSection>
        ) : null}
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
