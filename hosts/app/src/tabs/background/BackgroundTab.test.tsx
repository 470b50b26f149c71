import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_IDS } from '@album/editor-core/testing';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { stubMatchMedia } from '../../test/match-media';
import { createTestAlbum } from '../images/test-support';
import { backgroundElements, backgroundOf } from './background';
import { BackgroundTab } from './BackgroundTab';

const { spreads } = FIXTURE_IDS;

function setup(mode: 'edit' | 'preview' = 'edit') {
  const album = createTestAlbum({ mode });
  album.editor.setCurrentSpread(spreads.blue1);
  const onOpenTab = vi.fn();
  const view = render(<BackgroundTab onOpenTab={onOpenTab} />, { wrapper: album.wrapper });
  return { editor: album.editor, view, onOpenTab, user: userEvent.setup() };
}

beforeEach(() => stubMatchMedia(() => false));
afterEach(() => vi.unstubAllGlobals());

describe('BackgroundTab', () => {
  it('names the spread in view and offers the spread and both its pages', async () => {
    const { view, user } = setup();
    expect(screen.getByText(/^Background of pages 2 and 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Apply to/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Whole spread', 'Left page (2)', 'Right page (3)']);
    await user.keyboard('{Escape}');
    await expectNoSeriousA11yViolations(view.container);
  });

  it('sets a colour on the right page, typed as hex, as one undo step', async () => {
    const { editor, user } = setup();
    await user.click(screen.getByRole('button', { name: /Apply to/ }));
    await user.click(await screen.findByRole('option', { name: 'Right page (3)' }));
    const hex = screen.getByRole('textbox', { name: 'Hex code' });
    await user.clear(hex);
    await user.type(hex, '#336699{Enter}');
    await user.keyboard('{Tab}');
    expect(backgroundOf(editor.getDocument(), spreads.blue1, 'right')).toEqual({
      kind: 'fill',
      fill: '#336699',
      inherited: false,
    });
    expect(screen.getByTestId('background-current')).toHaveTextContent('Colour #336699');
    expect(editor.undo().ok).toBe(true);
    expect(backgroundElements(editor.getDocument(), spreads.blue1)).toEqual([]);
  });

  it('puts a library image behind the whole spread and removes it again', async () => {
    const { editor, user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Image' }));
    const images = screen.getByRole('list', { name: 'Images of the album' });
    // Library images only: the sticker portraits are not offered.
    expect(within(images).queryByRole('button', { name: /portrait-anna/ })).toBeNull();
    await user.click(within(images).getByRole('button', { name: 'Use “texture.png” as background' }));
    expect(backgroundOf(editor.getDocument(), spreads.blue1, 'spread')).toMatchObject({
      kind: 'image',
      imageId: 'img-texture',
    });
    expect(within(images).getByRole('button', { name: 'Use “texture.png” as background' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Remove background' }));
    expect(backgroundOf(editor.getDocument(), spreads.blue1, 'spread').kind).toBe('none');
  });

  it('follows the canvas to another spread', async () => {
    const { editor } = setup();
    editor.setCurrentSpread(spreads.cover);
    expect(await screen.findByText(/^Background of page 1/)).toBeInTheDocument();
  });

  it('shows the background only in preview mode', () => {
    setup('preview');
    expect(screen.getByTestId('background-current')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Colour' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove background' })).toBeNull();
  });
});
