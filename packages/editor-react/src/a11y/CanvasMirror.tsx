/**
 * The accessible mirror of the open spread (issue #23): a visually hidden list box inside the canvas, one option
 * per element of the current spread (or of the group isolated with Enter), named by kind and name, described by
 * position and size, `aria-selected` as the selection is. It is what a screen reader reads and what the keyboard
 * walks through (WAI-ARIA list box pattern with a roving tab stop):
 *
 * - Tab / Shift+Tab, and the arrow keys on an element that is not selected, move between elements; Home / End go
 *   to the first / last. Tab past the last element leaves the canvas as usual.
 * - Enter or Space selects the element (Shift adds it to the selection or takes it out); Enter on a selected group
 *   goes inside it; Escape (the editor's) clears the selection or leaves the group. With an insert tool chosen,
 *   Enter or Space inserts its element instead (and the focus goes to it).
 * - On a selected element every canvas key applies to the selection: arrows move it, Delete deletes it, and so on
 *   (the keys bubble on to the canvas's handler).
 *
 * The keyboard focus follows the document: when the focused element disappears (deleted, grouped, another spread)
 * or a key selects another one (an insert, a group), the focus moves to the selected element, else to the first.
 * Like tldraw's "shapes in reading order" and its announcer, but in document order and with the selection state
 * on each item, so the list is also a map of the page.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createId } from '@album/editor-core';
import type { FocusEvent, KeyboardEvent, MutableRefObject } from 'react';
import { useEditorContext } from '../context/editor-context';
import { useEditorValue } from '../hooks/use-editor-value';
import { insertWithKeyboard, isInsertTool } from '../interaction/keyboard-edit';
import type { A11yFormat } from './format';
import { mirrorModel } from './mirror-model';
import { VISUALLY_HIDDEN } from './visually-hidden';

export interface CanvasMirrorProps {
  format: A11yFormat;
  /** Set by the canvas when a key of its own (Enter inserting) wants the focus on the new selection. */
  focusRequest: MutableRefObject<boolean>;
}

/** True when the focus ring should show (`:focus-visible`; environments without it count as keyboard focus). */
export function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** The option of an element inside `root`. */
export function itemElement(root: ParentNode | null, id: string | null): HTMLElement | null {
  if (!root || id === null) return null;
  return root.querySelector<HTMLElement>(`[data-album-item="${id.replace(/["\\]/g, '\\$&')}"]`);
}

export function CanvasMirror({ format, focusRequest }: CanvasMirrorProps) {
  const { editor, ui, runtime, viewport } = useEditorContext();
  const state = useEditorValue((e) => e.getState(), Object.is, ['change']);
  const selection = useEditorValue((e) => e.getSelection(), Object.is, ['selection']);
  const model = useMemo(() => mirrorModel(state, selection, format), [state, selection, format]);
  // The element holding the tab stop; a ref, so the render can settle it without another render.
  const activeRef = useRef<string | null>(null);
  const [, rerender] = useState(0);
  const setActive = (id: string) => {
    if (activeRef.current === id) return;
    activeRef.current = id;
    rerender((n) => n + 1);
  };
  const active = activeRef.current;
  const listRef = useRef<HTMLDivElement | null>(null);
  const hadFocus = useRef(false);
  const seen = useRef({ selection, isolatedId: selection.isolatedId });
  const hintId = useId();
  const ids = model.items.map((item) => item.id);

  // Which element holds the tab stop: kept while it exists, else the new selection, the group just left, the first.
  let current = active !== null && ids.includes(active) ? active : null;
  const selectionChanged = seen.current.selection !== selection;
  if (selectionChanged || current === null) {
    const selected = selection.ids.filter((id) => ids.includes(id));
    if (selectionChanged && selected.length > 0 && (current === null || !selected.includes(current))) {
      current = selected.at(-1)!;
    }
    const left = seen.current.isolatedId;
    if (current === null && left && ids.includes(left)) current = left;
    if (current === null) current = ids[0] ?? null;
  }

  useEffect(() => {
    seen.current = { selection, isolatedId: selection.isolatedId };
    activeRef.current = current;
    const list = listRef.current;
    const target = itemElement(list, current);
    const focused = document.activeElement;
    const lost = hadFocus.current && !(list && focused && list.contains(focused));
    if (target && focused !== target && (lost || focusRequest.current)) target.focus({ preventScroll: true });
    focusRequest.current = false;
  });

  const focusItem = (index: number) => {
    const item = model.items[index];
    if (!item) return false;
    setActive(item.id);
    itemElement(listRef.current, item.id)?.focus({ preventScroll: true });
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const id = (e.target as HTMLElement).dataset?.albumItem;
    if (!id) return;
    const index = ids.indexOf(id);
    const item = model.items[index];
    if (!item) return;
    const mod = e.ctrlKey || e.metaKey;
    const handled = () => {
      e.preventDefault();
      e.stopPropagation();
    };
    switch (e.key) {
      case 'Tab':
        if (mod || e.altKey) return;
        if (focusItem(index + (e.shiftKey ? -1 : 1))) handled();
        return;
      case 'ArrowDown':
      case 'ArrowRight':
      case 'ArrowUp':
      case 'ArrowLeft':
        // On a selected element the arrows move it (the canvas's nudge).
        if (item.selected || mod || e.altKey) return;
        focusItem(index + (e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : -1));
        handled();
        return;
      case 'Home':
      case 'End':
        if (mod || e.altKey) return;
        focusItem(e.key === 'Home' ? 0 : ids.length - 1);
        handled();
        return;
      case 'Enter':
      case ' ':
        if (mod || e.altKey) return;
        if (isInsertTool(ui.getState().tool)) {
          // Enter inserts through the canvas's own keys; Space does here (on the canvas itself it pans).
          if (e.key === ' ' && insertWithKeyboard({ editor, runtime, viewport, ui }, () => createId())) {
            focusRequest.current = true;
            handled();
          }
          return;
        }
        if (!item.selected || e.shiftKey) {
          editor.select(id, { shift: e.shiftKey });
          handled();
        } else if (item.group && e.key === 'Enter') {
          editor.enterInside(id);
          handled();
        } else if (e.key === ' ') {
          // Already selected: nothing to do, and no panning from the list.
          handled();
        }
        return;
      default:
    }
  };

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const id = (e.target as HTMLElement).dataset?.albumItem;
    if (!id) return;
    hadFocus.current = true;
    setActive(id);
    ui.getState().set({ focusRing: isFocusVisible(e.target) ? id : null });
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && listRef.current?.contains(next)) return;
    // Focus left for somewhere else on the page (the toolbar, a panel); a removed item gives no such target.
    if (next) hadFocus.current = false;
    ui.getState().set({ focusRing: null });
  };

  return (
    <div data-album-mirror="" style={VISUALLY_HIDDEN}>
      <p id={hintId}>{format('canvas.a11y.hint')}</p>
      {model.items.length === 0 ? (
        <p>{format('canvas.a11y.empty')}</p>
      ) : (
        <div
          ref={listRef}
          role="listbox"
          aria-label={model.label}
          aria-describedby={hintId}
          aria-multiselectable="true"
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {model.items.map((item) => (
            <div
              key={item.id}
              role="option"
              aria-selected={item.selected}
              aria-describedby={`${hintId}-${item.id}`}
              tabIndex={item.id === current ? 0 : -1}
              data-album-item={item.id}
            >
              {item.label}
              <span id={`${hintId}-${item.id}`} hidden>
                {item.description}
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
