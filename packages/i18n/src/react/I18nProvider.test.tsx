// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { problem } from '@album/editor-core';
import { FormattedMessage, I18nProvider, useIntl, useProblemFormatter } from './index';

afterEach(cleanup);

function Labels() {
  const intl = useIntl();
  const problems = useProblemFormatter();
  return (
    <div>
      <span data-testid="toast">
        <FormattedMessage id="toast.label.warning" />
      </span>
      <span data-testid="page">
        {intl.formatMessage({ id: 'canvas.page.position' }, { page: 2, total: 10 })}
      </span>
      <span data-testid="problem">{problems.problem(problem('validation.sticker.name.required'))}</span>
      <span data-testid="refusal">{problems.refusal('no-history')}</span>
    </div>
  );
}

describe('I18nProvider', () => {
  it('loads the catalogue, shows the fallback meanwhile and sets <html lang>', async () => {
    render(
      <I18nProvider language="de" fallback={<span data-testid="loading">…</span>}>
        <Labels />
      </I18nProvider>,
    );
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(await screen.findByText('Warnung')).toBeTruthy();
    expect(screen.getByTestId('page').textContent).toBe('Seite 2 von 10');
    expect(screen.getByTestId('problem').textContent).toBe('Name muss ausgefüllt werden');
    expect(screen.getByTestId('refusal').textContent).toBe(
      'Es gibt nichts rückgängig zu machen oder zu wiederholen.',
    );
    // <html lang> is written by an effect after the commit that shows the text.
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it('switches language and keeps the old text until the new catalogue arrives', async () => {
    const view = render(
      <I18nProvider language="fr">
        <Labels />
      </I18nProvider>,
    );
    expect(await screen.findByText('Avertissement')).toBeTruthy();
    view.rerender(
      <I18nProvider language="pl">
        <Labels />
      </I18nProvider>,
    );
    expect(screen.getByTestId('toast').textContent).toBe('Avertissement');
    expect(await screen.findByText('Ostrzeżenie')).toBeTruthy();
    expect(document.documentElement.lang).toBe('pl');
  });

  it('renders at once with messages given', async () => {
    await act(async () => {
      render(
        <I18nProvider
          language="it"
          messages={{ 'toast.label.warning': 'Avviso' }}
          setDocumentLanguage={false}
        >
          <span>
            <FormattedMessage id="toast.label.warning" />
          </span>
        </I18nProvider>,
      );
    });
    expect(screen.getByText('Avviso')).toBeTruthy();
  });
});
