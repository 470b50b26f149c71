/**
 * Subscribes a component to a slice of a vanilla zustand store (viewport, interaction state).
 */
import { useRef, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

export function useStoreSlice<S, T>(
  store: StoreApi<S>,
  select: (state: S) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<{ state: S; value: T } | null>(null);
  const getSnapshot = () => {
    const state = store.getState();
    if (cache.current && cache.current.state === state) return cache.current.value;
    const value = select(state);
    if (cache.current && isEqual(cache.current.value, value)) {
      cache.current = { state, value: cache.current.value };
      return cache.current.value;
    }
    cache.current = { state, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
