/**
 * The history panel (specification sections 2 and 4): every undo step, newest first, from the undone steps still
 * reachable by redo down to the opened album. Choosing a row undoes or redoes until the document is in that state;
 * the list is inert while a text is edited (undo and redo are off then).
 */
import type { ReactNode } from 'react';
import { useEditor, useHistory } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import type { IntlShape } from '@album/i18n';
import { stepsTo } from './history-steps';
import type { HistoryListItem } from './history-steps';
import { useHistoryList } from './use-history-list';

/** Types named in one row; more are summed up by the list's ellipsis. */
const TYPES_SHOWN = 3;

function rowLabel(intl: IntlShape, row: HistoryListItem): string {
  if (!row.summary)
    return intl.formatMessage({ id: row.position === 0 ? 'canvas.history.start' : 'canvas.history.changed' });
  const action = intl.formatMessage({ id: `canvas.history.${row.summary.kind}` });
  const types = row.summary.types
    .slice(0, TYPES_SHOWN)
    .map((t) => intl.formatMessage({ id: `canvas.node.${t}` }));
  if (row.summary.kind === 'stickers' || types.length === 0) return action;
  const more = row.summary.types.length > TYPES_SHOWN ? '…' : '';
  return `${action}: ${intl.formatList(types, { type: 'conjunction' })}${more}`;
}

export function HistoryPanel({ header }: { header: ReactNode }) {
  const intl = useIntl();
  const editor = useEditor();
  const history = useHistory();
  const rows = useHistoryList();
  const current = rows.findIndex((row) => row.current);
  // Both are off while a text is edited and in a read-only album; otherwise one of them is on once there is a step.
  const enabled = history.canUndo || history.canRedo;

  const jumpTo = (position: number) => {
    const { action, count } = stepsTo(current, position);
    for (let i = 0; i < count; i++) {
      const result = action === 'undo' ? editor.undo() : editor.redo();
      if (!result.ok) break;
    }
  };

  return (
    <section
      className="canvas-controls__panel"
      aria-label={intl.formatMessage({ id: 'canvas.history' })}
      data-testid="history-panel"
    >
      {header}
      <ol
        className="canvas-controls__history"
        aria-label={intl.formatMessage({ id: 'canvas.history.steps' })}
      >
        {[...rows].reverse().map((row) => (
          <li key={row.position}>
            <button
              type="button"
              className="canvas-controls__history-row"
              data-undone={row.undone || undefined}
              aria-current={row.current ? 'step' : undefined}
              disabled={!enabled || row.current}
              onClick={() => jumpTo(row.position)}
              data-testid={`history-step-${row.position}`}
            >
              <span>{rowLabel(intl, row)}</span>
              {row.undone && (
                <span className="canvas-controls__history-note">
                  {intl.formatMessage({ id: 'canvas.history.undone' })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
      {rows.length === 1 && (
        <p className="canvas-controls__panel-empty">{intl.formatMessage({ id: 'canvas.history.empty' })}</p>
      )}
    </section>
  );
}
