/**
 * Every keyboard shortcut of the editor and the workspace in one table (issue #23, specification section 9): the
 * shortcuts dialog lists it, the accessibility notes describe it, and a test checks it against the key handlers
 * (editor-core's `commandForKey`, the canvas handlers of editor-react, the stacking keys and the workspace's own).
 * Key combinations are platform-neutral here; `mod` becomes Ctrl or ⌘ when shown.
 */

/** The sections of the dialog, in the order shown. */
export const SHORTCUT_GROUPS = ['selection', 'editing', 'arrange', 'view', 'history'] as const;
export type ShortcutGroup = (typeof SHORTCUT_GROUPS)[number];

/**
 * One key of a combination: `mod` (Ctrl, ⌘ on Apple), `shift`, `alt` (⌥ on Apple), a named key (translated when shown), `arrows` for
 * the four arrow keys, `drag` for a pointer drag while the keys are held, or the character printed on the key.
 */
export type KeyToken = string;

/** The tokens that are names, not printed characters. */
export const NAMED_KEYS = [
  'space',
  'escape',
  'delete',
  'backspace',
  'enter',
  'tab',
  'arrows',
  'pageup',
  'pagedown',
  'drag',
] as const;

/** A row of the table: its message id is `shortcuts.<id>`; each combination alone runs it. */
export interface Shortcut {
  id: string;
  group: ShortcutGroup;
  combos: readonly (readonly KeyToken[])[];
}

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'nextElement',
    group: 'selection',
    combos: [['tab'], ['shift', 'tab'], ['arrows']],
  },
  { id: 'selectElement', group: 'selection', combos: [['enter'], ['space']] },
  { id: 'addToSelection', group: 'selection', combos: [['shift', 'enter']] },
  { id: 'enterGroup', group: 'selection', combos: [['enter']] },
  { id: 'selectAll', group: 'selection', combos: [['mod', 'A']] },
  { id: 'escape', group: 'selection', combos: [['escape']] },
  { id: 'editText', group: 'selection', combos: [['enter']] },
  { id: 'toolbar', group: 'selection', combos: [['alt', 'F10']] },

  { id: 'delete', group: 'editing', combos: [['delete'], ['backspace']] },
  { id: 'duplicate', group: 'editing', combos: [['mod', 'D']] },
  { id: 'copy', group: 'editing', combos: [['mod', 'C']] },
  { id: 'cut', group: 'editing', combos: [['mod', 'X']] },
  { id: 'paste', group: 'editing', combos: [['mod', 'V']] },
  { id: 'nudge', group: 'editing', combos: [['arrows']] },
  { id: 'nudgeLarge', group: 'editing', combos: [['shift', 'arrows']] },
  { id: 'nudgeFine', group: 'editing', combos: [['mod', 'arrows']] },
  { id: 'resize', group: 'editing', combos: [['alt', 'arrows']] },
  { id: 'resizeLarge', group: 'editing', combos: [['alt', 'shift', 'arrows']] },
  { id: 'rotate', group: 'editing', combos: [['R']] },
  { id: 'rotateBack', group: 'editing', combos: [['shift', 'R']] },
  { id: 'insert', group: 'editing', combos: [['enter'], ['space']] },

  { id: 'group', group: 'arrange', combos: [['mod', 'G']] },
  {
    id: 'ungroup',
    group: 'arrange',
    combos: [
      ['mod', 'shift', 'G'],
      ['mod', 'U'],
    ],
  },
  { id: 'bringForward', group: 'arrange', combos: [['mod', ']']] },
  { id: 'sendBackward', group: 'arrange', combos: [['mod', '[']] },
  { id: 'bringToFront', group: 'arrange', combos: [['mod', 'shift', ']']] },
  { id: 'sendToBack', group: 'arrange', combos: [['mod', 'shift', '[']] },
  { id: 'alignLeft', group: 'arrange', combos: [['alt', 'shift', 'L']] },
  { id: 'alignCenter', group: 'arrange', combos: [['alt', 'shift', 'C']] },
  { id: 'alignRight', group: 'arrange', combos: [['alt', 'shift', 'R']] },
  { id: 'alignTop', group: 'arrange', combos: [['alt', 'shift', 'T']] },
  { id: 'alignMiddle', group: 'arrange', combos: [['alt', 'shift', 'M']] },
  { id: 'alignBottom', group: 'arrange', combos: [['alt', 'shift', 'B']] },

  { id: 'zoomIn', group: 'view', combos: [['mod', '+']] },
  { id: 'zoomOut', group: 'view', combos: [['mod', '-']] },
  { id: 'fit', group: 'view', combos: [['mod', '0']] },
  { id: 'pan', group: 'view', combos: [['space', 'drag']] },
  { id: 'nextSpread', group: 'view', combos: [['pagedown']] },
  { id: 'previousSpread', group: 'view', combos: [['pageup']] },
  { id: 'pageField', group: 'view', combos: [['alt', 'G']] },
  { id: 'zoomMenu', group: 'view', combos: [['alt', 'Z']] },
  { id: 'help', group: 'view', combos: [['?']] },

  { id: 'undo', group: 'history', combos: [['mod', 'Z']] },
  { id: 'redo', group: 'history', combos: [['mod', 'shift', 'Z']] },
];

/** True on macOS and iOS, where the shortcut modifier is Command (⌘) rather than Ctrl. */
export function isApplePlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined): boolean {
  if (!nav) return false;
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}

/**
 * The visible label of one key: Apple's symbols for the modifiers there, otherwise the name in the interface
 * language (`translate` formats the `shortcuts.key` select message with the token); printed characters stay as
 * they are.
 */
export function keyLabel(token: KeyToken, apple: boolean, translate: (key: string) => string): string {
  if (apple && token === 'mod') return '⌘';
  if (apple && token === 'shift') return '⇧';
  if (apple && token === 'alt') return '⌥';
  if (token === 'mod') return translate('ctrl');
  if (token === 'shift' || token === 'alt' || (NAMED_KEYS as readonly string[]).includes(token))
    return translate(token);
  return token;
}

/** The rows of the table whose description or key labels contain `query` (case- and accent-insensitive). */
export function filterShortcuts(
  shortcuts: readonly Shortcut[],
  query: string,
  describe: (shortcut: Shortcut) => string,
): Shortcut[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const needle = fold(query.trim());
  if (!needle) return [...shortcuts];
  return shortcuts.filter((shortcut) => fold(describe(shortcut)).includes(needle));
}
