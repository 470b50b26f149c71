import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@album/editor-core';
import { FIXTURE_IDS } from '@album/editor-core/testing';
import { useEditorContext } from '@album/editor-react';
import type { UiStore, ViewportStore } from '@album/editor-react';
import { CanvasControls } from './CanvasControls';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { stubMatchMedia } from '../test/match-media';
import { createControlsTest } from './test-support';

let phone = false;
beforeEach(() => {
  phone = false;
  stubMatchMedia(() => phone);
});
afterEach(() => vi.unstubAllGlobals());

/** Captures the provider's stores so tests can look at the view and the tool state. */
let stores: { ui: UiStore; viewport: ViewportStore } | null = null;
function StoreProbe() {
  const { ui, viewport } = useEditorContext();
  stores = { ui, viewport };
  return null;
}

/** One prop of a node, whatever its type. */
function prop(editor: Editor, id: string, key: string): unknown {
  return (editor.getNode(id)?.props as Record<string, unknown> | undefined)?.[key];
}

function setup(options: Parameters<typeof createControlsTest>[0] = {}) {
  const test = createControlsTest(options);
  // A viewport of a laptop screen, so zoom limits allow the presets.
  render(
    <>
      <StoreProbe />
      <CanvasControls />
    </>,
    { wrapper: test.wrapper },
  );
  act(() => stores!.viewport.getState().resize(1200, 800));
  return { ...test, user: userEvent.setup() };
}

const pageInput = () => screen.getByTestId<HTMLInputElement>('page-input');

describe('shortcuts to the controls', () => {
  it('puts the focus in the page field with Alt+G and opens the zoom menu with Alt+Z', async () => {
    const { user } = setup();
    await user.keyboard('{Alt>}g{/Alt}');
    expect(pageInput()).toHaveFocus();
    act(() => pageInput().blur());
    await user.keyboard('{Alt>}z{/Alt}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});

describe('page navigation', () => {
  it('goes to a page number or a label and shows the spread’s label', async () => {
    const { user, editor } = setup();
    expect(pageInput().value).toBe('1');
    await user.clear(pageInput());
    await user.type(pageInput(), '5{Enter}');
    expect(pageInput().value).toBe('4-5');
    expect(editor.getSelection().spreadId).toBe(FIXTURE_IDS.spreads.blue2);
    await user.clear(pageInput());
    await user.type(pageInput(), '2-3{Enter}');
    expect(pageInput().value).toBe('2-3');
  });

  it('refuses a non-number, a page below 1 and one past the album, and shows the current page again', async () => {
    const { user } = setup();
    await user.clear(pageInput());
    await user.type(pageInput(), 'abc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('“abc” is not a page number.');
    expect(pageInput().value).toBe('1');
    expect(pageInput()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(pageInput());
    await user.type(pageInput(), '0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Pages start at 1.');
    await user.clear(pageInput());
    await user.type(pageInput(), '10{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('The album ends at page 9.');
    await user.type(pageInput(), '2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops what was typed on Escape', async () => {
    const { user } = setup();
    await user.clear(pageInput());
    await user.type(pageInput(), '7{Escape}');
    expect(pageInput().value).toBe('1');
  });

  it('steps to the previous and next spread, disabled at the ends', async () => {
    const { user } = setup();
    expect(screen.getByTestId('page-prev')).toBeDisabled();
    await user.click(screen.getByTestId('page-next'));
    expect(pageInput().value).toBe('2-3');
    await user.click(screen.getByTestId('page-prev'));
    expect(pageInput().value).toBe('1');
    for (let i = 0; i < 4; i++) await user.click(screen.getByTestId('page-next'));
    expect(pageInput().value).toBe('8');
    expect(screen.getByTestId('page-next')).toBeDisabled();
  });
});

describe('zoom and view', () => {
  it('sets a preset zoom and zooms in from the menu', async () => {
    const { user } = setup();
    await user.click(screen.getByTestId('zoom-menu'));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['50%', '100%', '200%', '300%']);
    await user.click(within(menu).getByText('200%'));
    expect(stores!.viewport.getState().zoom).toBe(2);
    expect(screen.getByTestId('zoom-menu')).toHaveAccessibleName('Zoom level 200%');
    await user.click(screen.getByTestId('zoom-menu'));
    await user.click(screen.getByRole('menuitem', { name: 'Zoom in' }));
    expect(stores!.viewport.getState().zoom).toBe(3);
  });

  it('toggles the print preview and the sticker images in it', async () => {
    const { user } = setup();
    const toggle = screen.getByTestId('print-preview-toggle');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(stores!.ui.getState().printPreview.enabled).toBe(true);
    await user.click(screen.getByTestId('view-settings'));
    const stickers = screen.getByRole('switch', { name: 'Sticker images in the print preview' });
    expect(stickers).toBeChecked();
    await user.click(stickers);
    expect(stores!.ui.getState().printPreview.showStickers).toBe(false);
  });
});

describe('tool menu', () => {
  it('offers the comment tool to admins only', () => {
    setup();
    expect(screen.queryByTestId('tool-comment')).toBeNull();
    expect(screen.getByTestId('tool-text')).toBeInTheDocument();
  });

  it('sets the tool and follows the editor’s tool', async () => {
    const { user } = setup({ isAdmin: true });
    await user.click(screen.getByTestId('tool-comment'));
    expect(stores!.ui.getState().tool).toBe('comment');
    expect(screen.getByTestId('tool-comment')).toHaveAttribute('aria-checked', 'true');
    act(() => stores!.ui.getState().setTool('select'));
    expect(screen.getByTestId('tool-select')).toHaveAttribute('aria-checked', 'true');
  });
});

describe('undo, redo and the history panel', () => {
  it('undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Shift+Z on the controls', async () => {
    const { user, editor } = setup();
    expect(screen.getByTestId('undo')).toBeDisabled();
    act(() => void editor.updateProps('blue1-rule', { x: 3 }));
    expect(screen.getByTestId('undo')).toBeEnabled();
    await user.click(screen.getByTestId('undo'));
    expect(prop(editor, 'blue1-rule', 'x')).not.toBe(3);
    expect(screen.getByTestId('redo')).toBeEnabled();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(prop(editor, 'blue1-rule', 'x')).toBe(3);
    await user.keyboard('{Control>}z{/Control}');
    expect(prop(editor, 'blue1-rule', 'x')).not.toBe(3);
  });

  it('lists the steps newest first and jumps to the chosen one', async () => {
    const { user, editor } = setup();
    const before = prop(editor, 'blue1-rule', 'x');
    act(() => {
      editor.updateProps('blue1-rule', { x: 3 });
      editor.updateProps('grp-info-text', { opacity: 0.5 });
    });
    await user.click(screen.getByTestId('history-toggle'));
    const panel = screen.getByTestId('history-panel');
    const rows = within(panel)
      .getAllByRole('button', { name: /./ })
      .filter((b) => b.dataset.testid?.startsWith('history-step'));
    expect(rows.map((r) => r.textContent)).toEqual(['Changed: Text', 'Moved: Line', 'Album opened']);
    expect(rows[0]).toHaveAttribute('aria-current', 'step');
    await user.click(within(panel).getByText('Album opened'));
    expect(prop(editor, 'blue1-rule', 'x')).toBe(before);
    expect(within(panel).getByTestId('history-step-2')).toHaveTextContent('Changed: Textundone');
    await user.click(within(panel).getByTestId('history-step-1'));
    expect(prop(editor, 'blue1-rule', 'x')).toBe(3);
    expect(prop(editor, 'grp-info-text', 'opacity')).not.toBe(0.5);
  });
});

describe('elements tree', () => {
  it('is for admins only', () => {
    setup();
    expect(screen.queryByTestId('elements-toggle')).toBeNull();
  });

  it('cuts labels at 20 characters and selects an element on click', async () => {
    const { user, editor } = setup({ isAdmin: true });
    act(() => void editor.select('blue1-comment'));
    await user.click(screen.getByTestId('elements-toggle'));
    const tree = within(screen.getByTestId('elements-tree')).getByRole('treegrid');
    // The selection's section, spread and groups are opened.
    const comment = within(tree).getByTestId('tree-row-blue1-comment');
    expect(comment).toHaveTextContent('Check the spelling o…');
    expect(comment).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tree).getByTestId('tree-row-grp-info'));
    expect(editor.getSelection().ids).toEqual(['grp-info']);
  });

  it('is keyboard navigable: arrows move, Right opens, Enter selects', async () => {
    const { user, editor } = setup({ isAdmin: true });
    await user.click(screen.getByTestId('elements-toggle'));
    // From the panel's close button into the tree.
    await user.click(screen.getByTestId('panel-close'));
    await user.click(screen.getByTestId('elements-toggle'));
    const rows = within(screen.getByTestId('elements-tree')).getByRole('treegrid');
    act(() => screen.getByTestId('panel-close').focus());
    await user.tab();
    expect(document.activeElement).toBe(within(rows).getByTestId(`tree-row-${FIXTURE_IDS.sections.cover}`));
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(within(rows).getByTestId(`tree-row-${FIXTURE_IDS.spreads.blue1}`));
    await user.keyboard('{Enter}');
    expect(editor.getSelection()).toMatchObject({ mode: 'spread', spreadId: FIXTURE_IDS.spreads.blue1 });
  });
});

describe('comments', () => {
  it('lets the author edit the selected comment', async () => {
    const { user, editor } = setup({ userId: 'user-1' });
    act(() => void editor.select('blue1-comment'));
    const field = within(screen.getByTestId('comment-panel')).getByRole('textbox', { name: 'Your comment' });
    await user.clear(field);
    await user.type(field, 'Spelling checked');
    await user.tab();
    expect(prop(editor, 'blue1-comment', 'text')).toBe('Spelling checked');
  });

  it('shows others’ comments read-only, with the reason', () => {
    const { editor } = setup({ userId: 'someone-else' });
    act(() => void editor.select('blue1-comment'));
    const panel = screen.getByTestId('comment-panel');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(panel).toHaveTextContent('Only its author or an admin can change this comment.');
  });

  it('lets an admin edit anyone’s comment, and makes the first writer the author of a new one', async () => {
    const { user, editor } = setup({ userId: 'admin-1', isAdmin: true });
    await user.click(screen.getByTestId('tool-comment'));
    act(() => {
      editor.addElements(FIXTURE_IDS.spreads.blue1, [
        {
          type: 'Comment',
          props: {
            id: 'c-new',
            x: 5,
            y: 5,
            width: 10,
            height: 10,
            rotation: 0,
            scale: 1,
            text: '',
            userId: '',
          },
        },
      ]);
      // The canvas goes back to the select tool after placing an element.
      stores!.ui.getState().setTool('select');
    });
    // The placed comment is selected and its field focused.
    expect(editor.getSelection().ids).toEqual(['c-new']);
    const field = within(screen.getByTestId('comment-panel')).getByRole('textbox');
    expect(field).toHaveFocus();
    await user.type(field, 'New note{Control>}{Enter}{/Control}');
    expect(editor.getNode('c-new')?.props).toMatchObject({ text: 'New note', userId: 'admin-1' });
    act(() => void editor.select('blue1-comment'));
    expect(within(screen.getByTestId('comment-panel')).getByRole('textbox')).toHaveValue(
      "Check the spelling of Anna's surname",
    );
  });
});

describe('preview mode and phones', () => {
  it('keeps only the view controls in preview mode', () => {
    setup({ mode: 'preview' });
    expect(screen.queryByTestId('undo')).toBeNull();
    expect(screen.queryByTestId('tool-select')).toBeNull();
    expect(screen.getByTestId('page-input')).toBeInTheDocument();
    expect(screen.getByTestId('zoom-menu')).toBeInTheDocument();
  });

  it('shows the compact bar on phones with print preview and history in the more menu', async () => {
    phone = true;
    const { user } = setup({ isAdmin: true });
    expect(screen.getByTestId('undo')).toBeInTheDocument();
    expect(screen.queryByTestId('elements-toggle')).toBeNull();
    expect(screen.queryByText(/^of /)).toBeNull();
    await user.click(screen.getByTestId('canvas-more'));
    await user.click(screen.getByTestId('print-preview-toggle'));
    expect(stores!.ui.getState().printPreview.enabled).toBe(true);
    // Checkable items keep the menu open.
    await user.click(screen.getByTestId('history-toggle'));
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('history-panel')).toBeInTheDocument();
    await user.click(screen.getByTestId('tool-menu'));
    await user.click(screen.getByTestId('tool-text'));
    expect(stores!.ui.getState().tool).toBe('text');
  });
});

describe('accessibility', () => {
  it('has no serious axe violations with the bar, the tools, the history and the comment card', async () => {
    const { user, editor } = setup({ isAdmin: true, userId: 'user-1' });
    act(() => {
      editor.updateProps('blue1-rule', { x: 3 });
      editor.select('blue1-comment');
    });
    await user.click(screen.getByTestId('history-toggle'));
    await expectNoSeriousA11yViolations(document.body);
  });

  it('has no serious axe violations with the elements tree open', async () => {
    const { user, editor } = setup({ isAdmin: true });
    act(() => void editor.select('grp-info-dot'));
    await user.click(screen.getByTestId('elements-toggle'));
    await expectNoSeriousA11yViolations(document.body);
  });

  it('has no serious axe violations on phones', async () => {
    phone = true;
    setup();
    await expectNoSeriousA11yViolations(document.body);
  });
});
