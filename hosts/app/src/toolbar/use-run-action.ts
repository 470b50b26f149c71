/**
 * Runs toolbar commands and tells the user when the editor refuses one (a toast with the translated refusal or
 * validation problem), so every button reports its outcome the same way.
 */
import { useCallback } from 'react';
import type { ActionResult, ValidationError } from '@album/editor-core';
import { useProblemFormatter } from '@album/i18n';
import { useNotify } from '../toasts/use-notify';

/** What toolbar commands answer: an editor `ActionResult`, or validation errors (gradients). */
export type CommandResult = ActionResult | { ok: false; errors: ValidationError[] };

/** Answers `run(result)`: true when the command went through, else false after a warning toast. */
export function useRunAction(): (result: CommandResult) => boolean {
  const notify = useNotify();
  const problems = useProblemFormatter();
  return useCallback(
    (result: CommandResult) => {
      if (result.ok) return true;
      const text = 'errors' in result ? problems.problems(result.errors) : problems.refusal(result.reason);
      notify('warning', { text });
      return false;
    },
    [notify, problems],
  );
}
