import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@album/i18n';
import en from '@album/i18n/messages/en.json';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { HelpMenu } from '../topbar/HelpMenu';
import { createTopBarTest } from '../topbar/test-support';
import { ShortcutsDialog } from './ShortcutsDialog';
import { ShortcutsHost } from './ShortcutsHost';
import { SHORTCUTS } from './shortcut-table';

function renderHost() {
  const user = userEvent.setup();
  render(
    <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
      <ShortcutsHost>
        <input aria-label="Title" data-testid="field" />
        <div
          data-album-canvas=""
          tabIndex={0}
          role="application"
          aria-label="Album canvas"
          data-testid="canvas"
        />
      </ShortcutsHost>
    </I18nProvider>,
  );
  return { user };
}

describe('the shortcuts dialog', () => {
  it('opens with `?` on the canvas, lists every shortcut and returns focus there on Escape', async () => {
    const { user } = renderHost();
    const canvas = screen.getByTestId('canvas');
    await act(async () => canvas.focus());
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('rowheader');
    expect(rows).toHaveLength(SHORTCUTS.length);
    expect(within(dialog).getByRole('table', { name: 'History' })).toHaveTextContent(/Undo.*Ctrl\+Z/);
    expect(within(dialog).getByRole('row', { name: /Ungroup/ })).toHaveTextContent('Ctrl+Shift+G or Ctrl+U');
    await waitFor(() =>
      expect(within(dialog).getByRole('searchbox', { name: 'Search shortcuts' })).toHaveFocus(),
    );
    await expectNoSeriousA11yViolations(document.body);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(canvas).toHaveFocus();
  });

  it('leaves `?` typed into a field alone', async () => {
    const { user } = renderHost();
    await user.click(screen.getByTestId('field'));
    await user.keyboard('?');
    expect(screen.getByTestId('field')).toHaveValue('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches the descriptions and the key names', async () => {
    const { user } = renderHost();
    await act(async () => screen.getByTestId('canvas').focus());
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByRole('searchbox');
    await user.type(search, 'zoom');
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((row) => row.textContent),
    ).toEqual(['Zoom in', 'Zoom out', 'Open the zoom menu']);
    await user.clear(search);
    await user.type(search, 'backspace');
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((row) => row.textContent),
    ).toEqual(['Delete the selection']);
    await user.type(search, 'xyz');
    expect(within(dialog).queryAllByRole('rowheader')).toEqual([]);
    expect(dialog).toHaveTextContent('No shortcut matches “backspacexyz”.');
  });

  it('opens from the help menu and gives focus back to the help button', async () => {
    const test = createTopBarTest();
    const user = userEvent.setup();
    render(
      <ShortcutsHost>
        <HelpMenu />
      </ShortcutsHost>,
      { wrapper: test.wrapper },
    );
    await act(async () => screen.getByTestId('help-menu').focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Help' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Keyboard shortcuts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('help-menu')).toHaveFocus());
  });

  it('shows ⌘ and ⇧ on Apple platforms', () => {
    render(
      <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
        <ShortcutsDialog isOpen onOpenChange={() => undefined} apple />
      </I18nProvider>,
    );
    expect(screen.getByRole('row', { name: /Redo/ })).toHaveTextContent('⌘⇧Z');
    expect(screen.getByRole('row', { name: /Move the view/ })).toHaveTextContent('Space+drag');
  });
});
