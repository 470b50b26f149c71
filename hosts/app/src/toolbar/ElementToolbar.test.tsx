import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnyNode, RichText } from '@album/editor-core';
import { FONT_SIZES, LINE_HEIGHTS } from '@album/editor-core';
import { ElementToolbar } from './ElementToolbar';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { createWorkspaceTest } from '../test/render-workspace';
import { toastMessages } from '../test/toasts';

function setup(ids: string[], options: Parameters<typeof createWorkspaceTest>[0] = {}) {
  const album = createWorkspaceTest(options);
  album.editor.selectIds(ids);
  const onOpenTab = vi.fn();
  const user = userEvent.setup();
  const view = render(<ElementToolbar onOpenTab={onOpenTab} />, { wrapper: album.wrapper });
  const props = (id: string) => album.editor.getNode(id)?.props as unknown as Record<string, unknown>;
  return { ...album, onOpenTab, user, view, props };
}

const styles = (text: RichText) => text.blocks.flatMap((b) => b.inlineStyleRanges.map((r) => r.style));

describe('ElementToolbar', () => {
  it('is a named toolbar with the shape controls for a rectangle and no axe violations', async () => {
    const { view } = setup(['cover-banner']);
    const toolbar = screen.getByRole('toolbar', { name: 'Element toolbar' });
    for (const id of [
      'fill-color',
      'stroke-color',
      'stroke-width',
      'radius',
      'opacity',
      'duplicate',
      'delete',
    ]) {
      expect(within(toolbar).getByTestId(id)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('font-size')).toBeNull();
    expect(screen.queryByTestId('group')).toBeNull();
    expect(screen.getByRole('button', { name: 'Fill' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('moves focus between controls with the arrow keys', async () => {
    const { user } = setup(['cover-banner']);
    await user.tab();
    expect(screen.getByTestId('fill-color')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('stroke-color')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('fill-color')).toHaveFocus();
  });

  it('sets the font size from the 20 sizes and the line height from the four', async () => {
    const { user, editor } = setup(['grp-info-text']);
    await user.click(screen.getByTestId('font-size'));
    const sizes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(sizes.map((o) => Number(o.textContent))).toEqual([...FONT_SIZES]);
    await user.click(screen.getByRole('option', { name: '24' }));
    const text = (editor.getNode('grp-info-text') as AnyNode & { type: 'Text' }).props.text;
    expect(styles(text).filter((s) => s.startsWith('SIZE-'))).toEqual(text.blocks.map(() => 'SIZE-24'));

    await user.click(screen.getByTestId('line-height'));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(LINE_HEIGHTS.length);
    await user.click(screen.getByRole('option', { name: '150%' }));
    const after = (editor.getNode('grp-info-text') as AnyNode & { type: 'Text' }).props.text;
    expect(styles(after)).toContain('LINEHEIGHT-150');
  });

  it('toggles bold, italic and uppercase and sets the alignment', async () => {
    const { user, editor } = setup(['red1-styles']);
    const text = () => (editor.getNode('red1-styles') as AnyNode & { type: 'Text' }).props.text;
    const italic = screen.getByTestId('italic');
    expect(italic).toHaveAttribute('aria-pressed', 'false');
    await user.click(italic);
    expect(screen.getByTestId('italic')).toHaveAttribute('aria-pressed', 'true');
    expect(text().blocks.every((b) => b.inlineStyleRanges.some((r) => r.style === 'ITALIC'))).toBe(true);
    await user.click(screen.getByTestId('uppercase'));
    expect(styles(text())).toContain('UPPERCASE');
    await user.click(screen.getByTestId('align-right'));
    expect(text().blocks.every((b) => b.data?.textAlign === 'right')).toBe(true);
    expect(screen.getByTestId('align-right')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('bold')).toBeInTheDocument();
  });

  it('binds a text to an automatic-text symbol and back', async () => {
    const { user, props } = setup(['grp-info-text']);
    await user.click(screen.getByTestId('auto-text'));
    await user.click(screen.getByRole('option', { name: 'Album title' }));
    expect(props('grp-info-text').symbol).toBe('album');
    expect(screen.getByTestId('edit-text')).toBeDisabled();
    await user.click(screen.getByTestId('auto-text'));
    await user.click(screen.getByRole('option', { name: 'No automatic text' }));
    expect(props('grp-info-text').symbol).toBeNull();
  });

  it('sets the font family from the catalogue', async () => {
    const { user, editor } = setup(['grp-info-text']);
    await user.click(screen.getByTestId('font-family'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(50);
    await user.click(options[3]!);
    const text = (editor.getNode('grp-info-text') as AnyNode & { type: 'Text' }).props.text;
    expect(styles(text)).toContain(`FONT-${options[3]!.textContent}`);
  });

  it('flips an image and enters and leaves crop mode', async () => {
    const { user, editor, props } = setup(['img-flip-none']);
    await user.click(screen.getByTestId('image-flip-h'));
    expect(props('img-flip-none').flip).toBe('horizontal');
    await user.click(screen.getByTestId('image-flip-v'));
    expect(props('img-flip-none').flip).toBe('both');
    await user.click(screen.getByTestId('image-crop'));
    expect(editor.getSelection().mode).toBe('image-edit');
    expect(await screen.findByTestId('crop-scale')).toBeInTheDocument();
    const zoom = within(screen.getByTestId('crop-scale')).getByRole('slider');
    act(() => zoom.focus());
    await user.keyboard('{ArrowRight}');
    expect(props('img-flip-none').cscale).toBeCloseTo(1.01 ** 2, 5);
    await user.click(screen.getByTestId('crop-done'));
    expect(editor.getSelection().mode).not.toBe('image-edit');
    expect(screen.getByTestId('image-crop')).toBeInTheDocument();
  });

  it('uploads a picture into an empty image frame', async () => {
    const image = { id: 'img-new', blob: {}, details: { width: 10, height: 10 }, model: 'image' };
    const api = {
      uploads: { upload: vi.fn(() => Promise.resolve({ blob_id: 'blob-1' })) },
      images: { create: vi.fn(() => Promise.resolve(image)) },
    };
    const { user, props } = setup(['img-empty'], { api });
    expect(screen.getByRole('button', { name: 'Upload image' })).toBe(screen.getByTestId('image-replace'));
    const file = new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('image-replace-input'), file);
    await waitFor(() => expect(props('img-empty').image).toBe('img-new'));
    expect(api.images.create).toHaveBeenCalledWith('album-1', expect.objectContaining({ model: 'image' }));
  });

  it('uploads a sticker image into an empty cell as a new sticker of the section', async () => {
    const image = { id: 'img-sticker', blob: {}, details: { width: 10, height: 10 }, model: 'sticker' };
    const api = {
      uploads: { upload: vi.fn(() => Promise.resolve({ blob_id: 'blob-2' })) },
      images: { create: vi.fn(() => Promise.resolve(image)) },
    };
    const { user, props, editor, services } = setup(['cell-empty'], { api });
    const track = vi.spyOn(services.analytics, 'track');
    const file = new File([new Uint8Array(2048)], 'face.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('sticker-upload-input'), file);
    await waitFor(() => expect(props('cell-empty').stickerId).toEqual(expect.any(String)));
    const sticker = editor.getDocument().stickers[props('cell-empty').stickerId as string];
    expect(sticker).toMatchObject({ image: 'img-sticker', sectionId: 'sec-blue' });
    expect(api.uploads.upload).toHaveBeenCalledWith(file, expect.objectContaining({ model: 'sticker' }));
    expect(track).toHaveBeenCalledWith('Sticker Created', { source: 'toolbar' });
    editor.undo();
    expect(props('cell-empty').stickerId).toBeNull();
  });

  it('edits and unlinks a sticker cell', async () => {
    const { user, onOpenTab, props } = setup(['cell-anna']);
    await user.click(screen.getByTestId('sticker-edit'));
    expect(onOpenTab).toHaveBeenCalledWith('stickers');
    await user.click(screen.getByTestId('sticker-unlink'));
    expect(props('cell-anna').stickerId).toBeNull();
    expect(screen.getByTestId('sticker-unlink')).toBeDisabled();
    expect(screen.getByTestId('sticker-upload')).toBeInTheDocument();
  });

  it('groups two elements and ungroups them again', async () => {
    const { user, editor } = setup(['img-flip-h', 'img-flip-v']);
    await user.click(screen.getByTestId('group'));
    const group = editor.getNode('img-flip-h')!.parentId!;
    expect(editor.getNode(group)?.type).toBe('Group');
    expect(editor.getSelection().ids).toEqual([group]);
    await user.click(await screen.findByTestId('ungroup'));
    expect(editor.getNode(group)).toBeUndefined();
    expect(editor.getNode('img-flip-h')?.parentId).toBe('ManualPage-blue-2');
  });

  it('duplicates and deletes the selection', async () => {
    const { user, editor } = setup(['cover-banner']);
    const before = Object.keys(editor.getDocument().nodes).length;
    await user.click(screen.getByTestId('duplicate'));
    expect(Object.keys(editor.getDocument().nodes)).toHaveLength(before + 1);
    editor.selectIds(['cover-banner']);
    await user.click(await screen.findByTestId('delete'));
    expect(editor.getNode('cover-banner')).toBeUndefined();
  });

  it('makes five arrow presses on the opacity slider one undo step', async () => {
    const { user, editor, props } = setup(['cover-banner']);
    const before = props('cover-banner').opacity;
    await user.click(screen.getByTestId('opacity'));
    const slider = within(await screen.findByTestId('opacity-slider')).getByRole('slider');
    act(() => slider.focus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(props('cover-banner').opacity).toBeCloseTo(0.95, 5);
    await user.keyboard('{Escape}');
    act(() => void editor.undo());
    expect(props('cover-banner').opacity).toBe(before);
    expect(editor.canUndo()).toBe(false);
  });

  it('starts a new slider step after another action in between', async () => {
    const { user, editor, props } = setup(['cover-banner']);
    await user.click(screen.getByTestId('opacity'));
    const slider = within(await screen.findByTestId('opacity-slider')).getByRole('slider');
    act(() => slider.focus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    act(() => void editor.updateProps('cover-banner', { x: 5 }));
    await user.keyboard('{ArrowLeft}');
    act(() => void editor.undo());
    expect(props('cover-banner')).toMatchObject({ x: 5 });
    expect(props('cover-banner').opacity).toBeCloseTo(0.98, 5);
    act(() => void editor.undo());
    expect(props('cover-banner').opacity).toBeCloseTo(0.98, 5);
    expect(props('cover-banner').x).not.toBe(5);
  });

  it('applies the stroke rules through the outline controls', async () => {
    const { user, props } = setup(['cover-banner']);
    await user.click(screen.getByTestId('stroke-color'));
    await user.click(await screen.findByTestId('stroke-none'));
    expect(props('cover-banner').stroke).toBeNull();
    expect(props('cover-banner').strokeWidth).toBe(0);
  });

  it('makes arrow presses in the fill colour area one undo step', async () => {
    const { user, editor, props } = setup(['cover-banner']);
    const before = props('cover-banner').fill;
    await user.click(screen.getByTestId('fill-color'));
    const dialog = await screen.findByRole('dialog');
    const [saturation] = within(dialog).getAllByRole('slider');
    act(() => saturation!.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(props('cover-banner').fill).not.toEqual(before);
    await user.keyboard('{Escape}');
    act(() => void editor.undo());
    expect(props('cover-banner').fill).toEqual(before);
    expect(editor.canUndo()).toBe(false);
  });

  it('switches a fill to a gradient and edits its colours', async () => {
    const { user, props } = setup(['cover-banner']);
    await user.click(screen.getByTestId('fill-color'));
    await user.click(await screen.findByTestId('fill-gradient'));
    expect(props('cover-banner').fill).toMatchObject({ type: 'linear', direction: 0 });
    await user.click(screen.getByTestId('gradient-add'));
    expect((props('cover-banner').fill as { colors: unknown[] }).colors).toHaveLength(3);
    await user.click(screen.getByTestId('gradient-direction'));
    await user.click(screen.getByRole('option', { name: 'Left to right' }));
    expect(props('cover-banner').fill).toMatchObject({ direction: 90 });
    await user.click(screen.getByTestId('fill-solid'));
    expect(typeof props('cover-banner').fill).not.toBe('object');
  });

  it('switches the fill kind only when a tab is chosen, not while arrowing between the tabs', async () => {
    const { user, props } = setup(['cover-banner']);
    const before = props('cover-banner').fill;
    await user.click(screen.getByTestId('fill-color'));
    const solid = await screen.findByTestId('fill-solid');
    act(() => solid.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('fill-gradient')).toHaveFocus();
    expect(props('cover-banner').fill).toEqual(before);
    await user.keyboard('{Enter}');
    expect(props('cover-banner').fill).toMatchObject({ type: 'linear' });
  });

  it('tells the user when the editor refuses a command', async () => {
    const { user, editor, services } = setup(['cover-banner']);
    editor.setReadOnly(true);
    await user.click(screen.getByTestId('delete'));
    expect(editor.getNode('cover-banner')).toBeDefined();
    expect(toastMessages(services)).toEqual(['The album cannot be changed right now.']);
  });

  it('renders nothing without a selection', () => {
    const { view } = setup([]);
    expect(within(view.container).getByRole('toolbar')).toBeEmptyDOMElement();
  });
});
