import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElementToolbar } from './ElementToolbar';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { createWorkspaceTest } from '../test/render-workspace';

function setup(id: string) {
  const album = createWorkspaceTest();
  album.editor.selectIds([id]);
  const user = userEvent.setup();
  const view = render(<ElementToolbar onOpenTab={vi.fn()} />, { wrapper: album.wrapper });
  const props = () => album.editor.getNode(id)?.props as unknown as Record<string, unknown>;
  return { ...album, user, view, props };
}

describe('ImageAdjustControls', () => {
  it('makes arrow presses on a filter slider one undo step and names every control', async () => {
    const { user, editor, props, view } = setup('img-flip-none');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByTestId('image-filter-panel');
    await expectNoSeriousA11yViolations(view.baseElement);
    const saturation = within(panel).getByRole('slider', { name: 'Saturation' });
    act(() => saturation.focus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(props().filter).toEqual({ sat: -0.03 });
    expect(saturation).toHaveAttribute('aria-valuetext', '-3%');
    await user.keyboard('{Escape}');
    act(() => void editor.undo());
    expect(props().filter ?? null).toBeNull();
    expect(editor.canUndo()).toBe(false);
  });

  it('edits the levels of the chosen channel, black and white, the blend mode and resets them', async () => {
    const { user, props } = setup('img-flip-none');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByTestId('image-filter-panel');
    // The channel choice is labelled on screen, not only for screen readers.
    expect(within(panel).getByText('Levels of')).toBeVisible();
    await user.click(within(panel).getByTestId('image-filter-channel'));
    await user.click(screen.getByRole('option', { name: 'Blue' }));
    const highlights = within(panel).getByRole('slider', { name: 'Highlights' });
    act(() => highlights.focus());
    await user.keyboard('{ArrowRight}');
    expect(props().filter).toEqual({ blue: { min: 0, mid: 0, max: 0.01 } });
    await user.click(within(panel).getByRole('switch', { name: 'Black and white' }));
    expect(props().grayscale).toBe(true);
    await user.click(within(panel).getByTestId('image-filter-blend'));
    await user.click(screen.getByRole('option', { name: 'Multiply' }));
    expect(props().blend).toBe('multiply');
    await user.click(within(panel).getByRole('button', { name: 'Reset filters' }));
    expect(props()).toMatchObject({ filter: null, grayscale: false, blend: 'normal' });
  });

  it('turns a gradient map on, adds a colour, sets its intensity and turns it off', async () => {
    const { user, props } = setup('img-flip-none');
    await user.click(screen.getByRole('button', { name: 'Gradient map' }));
    const panel = await screen.findByTestId('image-gradient-map-panel');
    await user.click(within(panel).getByRole('switch', { name: 'Colour the image with a gradient' }));
    expect(props().gradientMap).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Add colour' }));
    expect(props().gradientMap).toHaveLength(3);
    const intensity = within(panel).getByRole('slider', { name: 'Intensity' });
    act(() => intensity.focus());
    await user.keyboard('{Home}');
    expect(props().gradientMapIntensity).toBe(0);
    await user.click(within(panel).getByRole('switch', { name: 'Colour the image with a gradient' }));
    expect(props().gradientMap).toBeNull();
  });

  it('offers no adjustments for an empty image frame', () => {
    setup('img-empty');
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull();
  });
});
