import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@album/i18n';
import de from '@album/i18n/messages/de.json';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus past the controls to the canvas', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider language="de" messages={de} setDocumentLanguage={false}>
        <div>
          <SkipLink />
          <header>
            <button type="button">Hilfe</button>
          </header>
          <main id="workspace-canvas">
            <div
              data-album-canvas=""
              tabIndex={0}
              role="application"
              aria-label="Album"
              data-testid="canvas"
            />
          </main>
        </div>
      </I18nProvider>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Zu den Albumseiten springen' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('canvas')).toHaveFocus();
    await act(async () => link.focus());
    await user.click(link);
    expect(screen.getByTestId('canvas')).toHaveFocus();
    await expectNoSeriousA11yViolations(document.body);
  });
});
