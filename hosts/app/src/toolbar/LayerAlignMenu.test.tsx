import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LayerAlignMenu, arrangeAction } from './LayerAlignMenu';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { createWorkspaceTest } from '../test/render-workspace';

function setup(ids: string[]) {
  const album = createWorkspaceTest();
  album.editor.selectIds(ids);
  const user = userEvent.setup();
  const view = render(<LayerAlignMenu count={ids.length} />, { wrapper: album.wrapper });
  const siblings = (id: string) =>
    album.editor.getChildren(album.editor.getNode(id)!.parentId!).map((node) => node.props.id);
  return { ...album, user, view, siblings };
}

describe('LayerAlignMenu', () => {
  it('sends the selection to the back and one step forward again, each one undo step', async () => {
    const { user, editor, siblings, view } = setup(['cover-banner']);
    const before = siblings('cover-banner');
    await user.click(screen.getByRole('button', { name: 'Arrange' }));
    const menu = screen.getByRole('menu', { name: 'Arrange' });
    await expectNoSeriousA11yViolations(view.baseElement);
    expect(within(menu).getByRole('menuitem', { name: /Bring to front/ })).toHaveTextContent(/Ctrl\+⇧\]/);
    await user.click(within(menu).getByRole('menuitem', { name: /Send to back/ }));
    expect(siblings('cover-banner')[0]).toBe('cover-banner');
    await user.click(screen.getByRole('button', { name: 'Arrange' }));
    await user.click(screen.getByRole('menuitem', { name: /Bring forward/ }));
    expect(siblings('cover-banner')[1]).toBe('cover-banner');
    editor.undo();
    editor.undo();
    expect(siblings('cover-banner')).toEqual(before);
  });

  it('aligns one element to its page, with a chosen margin, and offers no distributing', async () => {
    const { user, editor } = setup(['cover-banner']);
    await user.click(screen.getByRole('button', { name: 'Arrange' }));
    expect(screen.getByRole('menuitemradio', { name: 'Page' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('menuitemradio', { name: 'Each other' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Distribute horizontally' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Align left/ })).toHaveTextContent(/Alt\+⇧L/);
    await user.click(screen.getByRole('menuitem', { name: /Align left/ }));
    const x = () => (editor.getNode('cover-banner')!.props as { x: number }).x;
    expect(x()).toBeCloseTo(0);
    await user.click(screen.getByRole('button', { name: 'Arrange' }));
    await user.click(screen.getByRole('menuitemradio', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Arrange' }));
    await user.click(screen.getByRole('menuitem', { name: /Align left/ }));
    expect(x()).toBeCloseTo(5);
  });

  it('aligns three elements to each other by default and offers distributing', async () => {
    const ids = ['cover-banner', 'cover-title', 'cover-date'];
    const { user, editor } = setup(ids);
    await user.click(screen.getByRole('button', { name: 'Arrange' }));
    expect(screen.getByRole('menuitemradio', { name: 'Each other' })).toHaveAttribute('aria-checked', 'true');
    // Between the aligned elements no margin applies: the margin choices are left out.
    expect(screen.queryByRole('menuitemradio', { name: 'No margin' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Distribute horizontally' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Align top/ }));
    // All three are unrotated: their tops are their y, the banner's 150 mm the highest.
    expect(ids.map((id) => (editor.getNode(id)!.props as { y: number }).y)).toEqual([150, 150, 150]);
  });
});

describe('arrangeAction', () => {
  it('aligns two or more elements to each other, one to its page', () => {
    expect(arrangeAction('align-top', ['a', 'b'])).toEqual({
      type: 'align',
      ids: ['a', 'b'],
      edge: 'top',
      target: 'selection',
    });
    expect(arrangeAction('align-center', ['a'])).toEqual({
      type: 'align',
      ids: ['a'],
      edge: 'center',
      target: 'page',
    });
  });

  it('maps stacking and distributing, and nothing else', () => {
    expect(arrangeAction('sendBackward', ['a'])).toEqual({ type: 'sendBackward', ids: ['a'] });
    expect(arrangeAction('distribute-vertical', ['a', 'b', 'c'])).toEqual({
      type: 'distribute',
      ids: ['a', 'b', 'c'],
      axis: 'vertical',
    });
    expect(arrangeAction('align-diagonal', ['a'])).toBeNull();
    expect(arrangeAction('deleteElements', ['a'])).toBeNull();
  });
});
