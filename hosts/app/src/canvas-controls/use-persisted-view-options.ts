/**
 * Loads the signed-in user's view options into the canvas when the workspace opens, and keeps every change of them
 * (menu switches) for the next visit. See `view-options.ts`.
 */
import { useEffect } from 'react';
import { useEditorContext } from '@album/editor-react';
import { useServices } from '../app/services';
import { loadViewOptions, saveViewOptions } from './view-options';

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage blocked by the browser: options last for the page.
    return undefined;
  }
};

export function usePersistedViewOptions(): void {
  const { ui } = useEditorContext();
  const { session } = useServices();
  const userId = session.getState().user?.id ?? null;
  useEffect(() => {
    ui.getState().setView(loadViewOptions(storage(), userId));
    // Subscribed after loading, so the defaults never overwrite what was stored.
    return ui.subscribe((state, previous) => {
      if (state.view !== previous.view) saveViewOptions(storage(), userId, state.view);
    });
  }, [ui, userId]);
}
