/**
 * Page navigation of the canvas (specification sections 2 and 5): previous and next spread, and the page input,
 * which takes a page number or a label ("4-5"). A refused input shows why and the field shows the current page
 * again; leaving the field or Escape drops what was typed.
 */
import { useEffect, useId, useReducer } from 'react';
import { spreadPageNumbers } from '@album/editor-core';
import { useSpread } from '@album/editor-react';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { IconButton } from '@album/ui';
import { ControlIcon } from './icons';
import { INITIAL_PAGE_FIELD, pageFieldReducer, pageFieldText } from './page-field';

/** How long a refusal stays under the page input when the user does nothing. */
const ERROR_VISIBLE_MS = 4000;

export function PageNavigation({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const nav = useSpread();
  const [field, dispatch] = useReducer(pageFieldReducer, INITIAL_PAGE_FIELD);
  const errorId = useId();
  const label = nav.spread?.label ?? '';
  const lastPage = nav.count > 0 ? (spreadPageNumbers(nav.count - 1, nav.count).at(-1) ?? 0) : 0;

  useEffect(() => {
    if (!field.error) return;
    const timer = setTimeout(() => dispatch({ type: 'dismissError' }), ERROR_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [field.error]);

  return (
    <div
      className="canvas-controls__group canvas-controls__pages"
      role="group"
      aria-label={intl.formatMessage({ id: 'canvas.navigation' })}
    >
      <IconButton
        size="md"
        icon={<ControlIcon name="previous" />}
        aria-label={intl.formatMessage({ id: 'canvas.previous' })}
        isDisabled={!nav.spread || nav.spread.isFirst}
        onPress={nav.previous}
        data-testid="page-prev"
      />
      <form
        className="canvas-controls__page-form"
        onSubmit={(event) => {
          event.preventDefault();
          const text = field.draft;
          if (text === null) return;
          dispatch({ type: 'submitted', result: nav.goToPage(text) });
        }}
      >
        <input
          className="canvas-controls__page-input"
          value={pageFieldText(field, label)}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          size={5}
          aria-label={intl.formatMessage({ id: 'canvas.page.input' })}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? errorId : undefined}
          data-testid="page-input"
          onChange={(event) => dispatch({ type: 'edit', text: event.target.value })}
          onFocus={(event) => event.target.select()}
          onBlur={() => dispatch({ type: 'reset' })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              dispatch({ type: 'reset' });
              event.currentTarget.blur();
            }
          }}
        />
        {!compact && (
          <span className="canvas-controls__page-total">
            {intl.formatMessage({ id: 'canvas.page.total' }, { total: lastPage })}
          </span>
        )}
        {field.error && (
          <span id={errorId} role="alert" className="canvas-controls__page-error">
            {problems.problem(field.error)}
          </span>
        )}
      </form>
      <IconButton
        size="md"
        icon={<ControlIcon name="next" />}
        aria-label={intl.formatMessage({ id: 'canvas.next' })}
        isDisabled={!nav.spread || nav.spread.isLast}
        onPress={nav.next}
        data-testid="page-next"
      />
    </div>
  );
}
