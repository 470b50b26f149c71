/**
 * `useSpreadActions(spreadId)`: the spread commands for the menus, with what each needs around it: the commands
 * that can run now, a warning when the editor refuses one (deleting the last spread shows the spec's "this page
 * cannot be deleted"), analytics, and the canvas scrolled to the spread the command made or moved.
 */
import { useCallback } from 'react';
import { useEditorValue, useSpread } from '@album/editor-react';
import { useProblemFormatter } from '@album/i18n';
import { useAlbumSession } from '../album/album-session';
import { useServices } from '../app/services';
import { useNotify } from '../toasts/use-notify';
import { runSpreadCommand, spreadCommandState } from './spread-commands';
import type { SpreadCommand, SpreadCommandState } from './spread-commands';

const NOTHING: SpreadCommandState = {
  addBefore: false,
  addAfter: false,
  duplicate: false,
  delete: false,
  moveUp: false,
  moveDown: false,
};

/** What {@link useSpreadActions} answers. */
export interface SpreadActions {
  /** The commands that can run now (none in preview mode or without a spread). */
  state: SpreadCommandState;
  /** Runs a command; true when the editor took it. */
  run(command: SpreadCommand): boolean;
}

/** The spread commands on `spreadId` (null: no spread yet, everything disabled). */
export function useSpreadActions(spreadId: string | null): SpreadActions {
  const { editor, mode } = useAlbumSession();
  const { analytics } = useServices();
  const notify = useNotify();
  const problems = useProblemFormatter();
  const { goToSpread } = useSpread(spreadId ?? undefined);
  const editable = mode === 'edit';
  const state = useEditorValue(
    (e) => (spreadId && editable ? spreadCommandState(e, spreadId) : NOTHING),
    sameState,
  );

  const run = useCallback(
    (command: SpreadCommand) => {
      if (!spreadId) return false;
      const result = runSpreadCommand(editor, spreadId, command);
      if (!result.ok) {
        if (result.reason === 'last-spread') notify('warning', { id: 'error.lastSpread' });
        else notify('warning', { text: problems.refusal(result.reason) });
        return false;
      }
      if (command === 'delete') analytics.track('Spread Deleted');
      else if (command === 'duplicate' || command === 'addBefore' || command === 'addAfter')
        analytics.track('Spread Created', { source: command });
      // The new spread (added or duplicated) is current now; a moved one keeps its id. Either way the canvas shows it.
      if (command !== 'delete') goToSpread(result.ids?.[0] ?? spreadId);
      return true;
    },
    [analytics, editor, goToSpread, notify, problems, spreadId],
  );
  return { state, run };
}

function sameState(a: SpreadCommandState, b: SpreadCommandState): boolean {
  return (Object.keys(a) as SpreadCommand[]).every((key) => a[key] === b[key]);
}
