/**
 * The history panel's rows, live: zundo's past and future stacks of the editor's store, named against the
 * current document.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { useEditor, useEditorValue } from '@album/editor-react';
import { historyList } from './history-steps';
import type { HistoryListItem } from './history-steps';

export function useHistoryList(): HistoryListItem[] {
  const editor = useEditor();
  const temporal = editor.store.temporal;
  const stacks = useSyncExternalStore(temporal.subscribe, temporal.getState, temporal.getState);
  const nodes = useEditorValue((e) => e.getState().nodes, Object.is, ['change']);
  return useMemo(
    () => historyList(stacks.pastStates, stacks.futureStates, nodes),
    [stacks.pastStates, stacks.futureStates, nodes],
  );
}
