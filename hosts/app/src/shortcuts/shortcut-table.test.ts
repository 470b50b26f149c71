import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { commandForKey } from '@album/editor-core';
import { alignEdgeForKey, createKeyboardHandlers } from '@album/editor-react';
import type { GestureEnv, PointerController } from '@album/editor-react';
import { createI18nWith } from '@album/i18n';
import en from '@album/i18n/messages/en.json';
import de from '@album/i18n/messages/de.json';
import fr from '@album/i18n/messages/fr.json';
import itMessages from '@album/i18n/messages/it.json';
import pl from '@album/i18n/messages/pl.json';
import { controlForKey } from '../canvas-controls/use-control-keys';
import { isToolbarKey } from '../toolbar/FloatingToolbar';
import { isHelpKey } from './help-key';
import {
  filterShortcuts,
  isApplePlatform,
  keyLabel,
  NAMED_KEYS,
  SHORTCUT_GROUPS,
  SHORTCUTS,
} from './shortcut-table';

interface Press {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
const NAMED: Record<string, string[]> = {
  space: [' '],
  escape: ['Escape'],
  delete: ['Delete'],
  backspace: ['Backspace'],
  enter: ['Enter'],
  tab: ['Tab'],
  pageup: ['PageUp'],
  pagedown: ['PageDown'],
  arrows: ARROWS,
};

/** The key presses a combination of the table stands for (Ctrl and ⌘ both, each arrow key). */
function pressesOf(combo: readonly string[]): Press[] {
  const shiftKey = combo.includes('shift');
  const altKey = combo.includes('alt');
  const mods = combo.includes('mod')
    ? [
        { ctrlKey: true, metaKey: false },
        { ctrlKey: false, metaKey: true },
      ]
    : [{ ctrlKey: false, metaKey: false }];
  const main = combo.find((t) => t !== 'mod' && t !== 'shift' && t !== 'alt' && t !== 'drag')!;
  const keys = NAMED[main] ?? [
    /^F\d+$/.test(main) || (shiftKey && /^[A-Z]$/.test(main)) ? main : main.toLowerCase(),
  ];
  const code = /^[A-Z]$/.test(main) ? `Key${main}` : undefined;
  return mods.flatMap((mod) => keys.map((key) => ({ key, code, shiftKey, altKey, ...mod })));
}

/** The canvas's key handler over a stand-in editor that answers with editor-core's real key mapping. */
function canvasKeys() {
  const ui = { spacePan: false, tool: 'select', set: vi.fn(), setTool: vi.fn() };
  const viewport = { stepPreset: vi.fn(), fitSpread: vi.fn(), scrollToSpread: vi.fn() };
  const text = { id: 'text-1', type: 'Text', props: { width: 10, height: 10, rotation: 0 } };
  const editor = {
    handleKey: (press: Parameters<typeof commandForKey>[0]) => commandForKey(press),
    getSelection: () => ({ ids: ['text-1'], mode: 'element', spreadId: 'spread-1', isolatedId: null }),
    getSelectedNodes: () => [text],
    getNode: () => text,
    getSpreads: () => [{ id: 'spread-1' }, { id: 'spread-2' }],
    setCurrentSpread: vi.fn(),
    clearSelection: vi.fn(),
    updateEach: () => ({ ok: true }),
    editText: vi.fn(),
    // Arrow moves, resizes and rotations fold into one undo step through the history's temporal store.
    store: { temporal: createStore(() => ({ pastStates: [], futureStates: [] })) },
  };
  // A structural stand-in: only the members the key handler reads are provided.
  const env = {
    editor,
    viewport: { getState: () => viewport },
    ui: { getState: () => ui },
  } as unknown as GestureEnv;
  const controller = { busy: false, cancel: vi.fn() } as unknown as PointerController;
  const handlers = createKeyboardHandlers(env, controller);
  const canvas = document.createElement('div');
  return (press: Press): boolean => {
    let handled = false;
    handlers.onKeyDown({ ...press, target: canvas, preventDefault: () => (handled = true) });
    return handled;
  };
}

/**
 * Copy, cut and paste arrive as clipboard events, which the canvas handles (onCopy, onCut, onPaste), not as key
 * presses: the key handler leaves them to the browser so the system clipboard is written.
 */
const CLIPBOARD_EVENTS = new Set(['copy', 'cut', 'paste']);
/** Stacking keys are read by AlbumCanvas's layer-keys handler (tested in editor-react), with `code` for brackets. */
const STACKING = new Set(['bringForward', 'sendBackward', 'bringToFront', 'sendToBack']);
/**
 * Keys of the canvas's accessible mirror (editor-react's CanvasMirror, tested there) and Enter with an insert tool
 * (keyboard-edit, tested there): they depend on where the focus is or on the chosen tool.
 */
const MIRROR = new Set(['nextElement', 'selectElement', 'addToSelection', 'enterGroup', 'insert']);

/** Keys of the workspace outside the canvas's own handler: the toolbar, the page field and the zoom menu. */
function workspaceKey(id: string, press: Press): boolean | null {
  if (id === 'help') return isHelpKey({ ...press, target: document.body });
  if (id === 'toolbar') return isToolbarKey(press);
  if (id === 'pageField') return controlForKey({ ...press, code: press.code ?? '' }) === 'page';
  if (id === 'zoomMenu') return controlForKey({ ...press, code: press.code ?? '' }) === 'zoom';
  // Align keys are read by AlbumCanvas's align-keys handler (tested in editor-react), by `code`.
  if (id.startsWith('align')) return alignEdgeForKey(press) !== null;
  return null;
}

describe('the shortcut table', () => {
  it('has every row in a known group with a message in every group', () => {
    for (const shortcut of SHORTCUTS) {
      expect(SHORTCUT_GROUPS).toContain(shortcut.group);
      expect(en).toHaveProperty(`shortcuts.${shortcut.id}`);
    }
    for (const group of SHORTCUT_GROUPS) expect(SHORTCUTS.some((s) => s.group === group)).toBe(true);
  });

  it('lists only keys the canvas or the workspace really handles', () => {
    const handled = canvasKeys();
    for (const shortcut of SHORTCUTS) {
      if (CLIPBOARD_EVENTS.has(shortcut.id) || STACKING.has(shortcut.id) || MIRROR.has(shortcut.id)) continue;
      for (const combo of shortcut.combos) {
        for (const press of pressesOf(combo)) {
          const ok = workspaceKey(shortcut.id, press) ?? handled(press);
          expect({ id: shortcut.id, press, ok }).toEqual({ id: shortcut.id, press, ok: true });
        }
      }
    }
  });

  it('lists every key the canvas handles', () => {
    const handled = canvasKeys();
    const listed = new Set(
      SHORTCUTS.flatMap((s) => s.combos.flatMap((combo) => pressesOf(combo)))
        .filter((p) => !p.metaKey)
        .map((p) => `${p.ctrlKey ? 'mod+' : ''}${p.shiftKey ? 'shift+' : ''}${p.key.toLowerCase()}`),
    );
    const candidates = [
      ..."abcdefghijklmnopqrstuvwxyz0123456789+-=/?.,;'#".split(''),
      ...Object.values(NAMED).flat(),
      'Tab',
      'Home',
      'End',
      'PageUp',
      'PageDown',
    ];
    const missing: string[] = [];
    for (const key of candidates) {
      for (const ctrlKey of [false, true]) {
        for (const shiftKey of [false, true]) {
          const press = { key: shiftKey && key.length === 1 ? key.toUpperCase() : key, ctrlKey, shiftKey };
          if (!handled({ ...press, metaKey: false, altKey: false })) continue;
          // Ctrl+= is the unshifted Ctrl++ of most layouts; the table shows `+`.
          const name = `${ctrlKey ? 'mod+' : ''}${shiftKey ? 'shift+' : ''}${key === '=' ? '+' : key.toLowerCase()}`;
          // Handlers that ignore a modifier answer the same as the listed row: Shift on a key that is not a letter
          // (it types `+` on a US layout, and Ctrl wins over Shift on the arrows), Ctrl on a named key (Escape).
          const aliases = [name];
          if (!/^[a-z]$/.test(key)) aliases.push(name.replace('shift+', ''));
          if (key.length > 1) aliases.push(name.replace('mod+', ''), name.replace(/mod\+|shift\+/g, ''));
          if (!aliases.some((alias) => listed.has(alias))) missing.push(name);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('shows Ctrl and Shift by name off Apple and as ⌘ and ⇧ on Apple, named keys translated', () => {
    const intl = createI18nWith('de', de);
    const translate = (key: string) => intl.formatMessage({ id: 'shortcuts.key' }, { key });
    expect(keyLabel('mod', false, translate)).toBe('Strg');
    expect(keyLabel('shift', false, translate)).toBe('Umschalt');
    expect(keyLabel('delete', false, translate)).toBe('Entf');
    expect(keyLabel('mod', true, translate)).toBe('⌘');
    expect(keyLabel('shift', true, translate)).toBe('⇧');
    expect(keyLabel('Z', true, translate)).toBe('Z');
    expect(keyLabel('Z', false, translate)).toBe('Z');
    // Every named key has its own branch in every language rather than falling to `other`, which repeats the token.
    for (const messages of [en, de, fr, itMessages, pl]) {
      for (const name of ['ctrl', 'shift', 'alt', ...NAMED_KEYS])
        expect(messages['shortcuts.key']).toContain(` ${name} {`);
    }
  });

  it('recognises Apple platforms', () => {
    expect(isApplePlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPad', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
    expect(isApplePlatform({ platform: '', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false);
    expect(isApplePlatform(undefined)).toBe(false);
  });

  it('filters by description, ignoring case and accents', () => {
    const describe = (s: (typeof SHORTCUTS)[number]) =>
      (de as Record<string, string>)[`shortcuts.${s.id}`] ?? '';
    expect(filterShortcuts(SHORTCUTS, 'RUCKGANGIG', describe).map((s) => s.id)).toEqual(['undo']);
    expect(filterShortcuts(SHORTCUTS, '  ', describe)).toHaveLength(SHORTCUTS.length);
    expect(filterShortcuts(SHORTCUTS, 'zzz', describe)).toEqual([]);
  });
});
