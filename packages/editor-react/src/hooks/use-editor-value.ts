/**
 * Subscribes a component to a value derived from the editor, re-rendering only when that value changes (by
 * `isEqual`). The building block of the public hooks.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Editor, EditorEvents } from '@album/editor-core';
import { useEditorContext } from '../context/editor-context';

/** An editor event that re-reads a `useEditorValue` selector (public as `EditorEventName`). */
export type EventName = keyof EditorEvents & string;

const DEFAULT_EVENTS: readonly EventName[] = ['change', 'selection'];

/** Shallow equality of arrays and plain objects (one level). */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * Subscribes to a value derived from the editor (`select`), re-rendering only when it changes by `isEqual`, on the
 * given editor events.
 */
export function useEditorValue<T>(
  select: (editor: Editor) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
  events: readonly EventName[] = DEFAULT_EVENTS,
): T {
  const { editor } = useEditorContext();
  const cache = useRef<{ value: T } | null>(null);
  const selectRef = useRef(select);
  selectRef.current = select;
  const key = events.join(',');
  const subscribe = useCallback(
    (notify: () => void) => {
      const offs = key.split(',').map((name) => editor.subscribe(name as EventName, notify));
      return () => offs.forEach((off) => off());
    },
    [editor, key],
  );
  const getSnapshot = () => {
    const next = selectRef.current(editor);
    if (cache.current && isEqual(cache.current.value, next)) return cache.current.value;
    cache.current = { value: next };
    return next;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
