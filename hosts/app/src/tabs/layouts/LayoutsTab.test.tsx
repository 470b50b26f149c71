import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Blueprint } from '@album/api-client';
import { albumSpreads, childIdsOf, createEditor, createEmptyDocument, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { LayoutsTab } from './LayoutsTab';
import { toastMessages } from '../../test/toasts';
import { createTestAlbum } from './test-support';

const blueprint = { id: 'bp-1', title: 'Team', ...fixtureAlbum() } as unknown as Blueprint;

function fakeApi(get = vi.fn(() => Promise.resolve(blueprint))) {
  return { blueprints: { get, list: vi.fn(() => Promise.resolve([blueprint])) } };
}

function childCount(editor: Editor, spreadId: string) {
  return childIdsOf(editor.getState().nodes, spreadId).length;
}

function renderTab(editor: Editor, api = fakeApi()) {
  const album = createTestAlbum({ editor, api, album: { blueprint_album_id: 'bp-1' } });
  render(<LayoutsTab onOpenTab={() => undefined} />, { wrapper: album.wrapper });
  return album;
}

beforeEach(() => localStorage.clear());

describe('LayoutsTab', () => {
  it('lists the blueprint spreads that fit the current page, with pictures', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    editor.setCurrentSpread(FIXTURE_IDS.spreads.blue1);
    const { thumbnails } = renderTab(editor);
    const items = await screen.findAllByTestId('layout-item');
    // The three double-page spreads of the blueprint; the single-page cover and back do not fit.
    expect(items.map((item) => item.dataset.layoutId)).toEqual([
      FIXTURE_IDS.spreads.blue1,
      FIXTURE_IDS.spreads.blue2,
      FIXTURE_IDS.spreads.red1,
    ]);
    expect(screen.getByTestId('layout-target')).toHaveTextContent('Applies to page 2-3');
    await waitFor(() => expect(items[0]!.querySelector('img')).not.toBeNull());
    expect(thumbnails.render).toHaveBeenCalledTimes(3);
    const button = within(items[2]!).getByRole('button');
    expect(button).toHaveAccessibleName('4 · Team Red');
    expect(button).toHaveAccessibleDescription('Layout 4 (Team Red), 2 pages');
  });

  it('applies a layout to an empty page without asking, as one undo step', async () => {
    const editor = createEditor({ document: createEmptyDocument() });
    const target = albumSpreads(editor.getState())[1]!.id;
    editor.setCurrentSpread(target);
    const { services } = renderTab(editor);
    const [first] = await screen.findAllByTestId('layout-apply');
    await userEvent.click(first!);
    await waitFor(() => expect(childCount(editor, target)).toBeGreaterThan(0));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toastMessages(services)[0]).toMatch(/Layout applied to page 2-3/);
    act(() => void editor.undo());
    expect(childCount(editor, target)).toBe(0);
  });

  it('asks before replacing the content of a page, and keeps it when cancelled', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const target = FIXTURE_IDS.spreads.blue1;
    editor.setCurrentSpread(target);
    const before = childIdsOf(editor.getState().nodes, target);
    renderTab(editor);
    const items = await screen.findAllByTestId('layout-apply');

    await userEvent.click(items[2]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Replace the page content?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(childIdsOf(editor.getState().nodes, target)).toEqual(before);

    await userEvent.click(items[2]!);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply layout' }),
    );
    await waitFor(() => expect(childIdsOf(editor.getState().nodes, target)).not.toEqual(before));
    const red = fixtureAlbum().workspace.children!.find((s) => s.props.id === FIXTURE_IDS.sections.red)!;
    // The blueprint's elements replace the page's; the review comment on the page stays.
    const types = childIdsOf(editor.getState().nodes, target).map((id) => editor.getState().nodes[id]!.type);
    expect(types.filter((type) => type !== 'Comment')).toHaveLength(red.children![0]!.children!.length);
    expect(types.filter((type) => type === 'Comment')).toHaveLength(1);
    // Sticker cells of the blueprint come empty: its stickers are not the album's.
    const cells = childIdsOf(editor.getState().nodes, target)
      .map((id) => editor.getState().nodes[id]!)
      .filter((node) => node.type === 'StickerCell');
    expect(cells.every((cell) => (cell.props as { stickerId: unknown }).stickerId === null)).toBe(true);

    act(() => void editor.undo());
    expect(childIdsOf(editor.getState().nodes, target)).toEqual(before);
  });

  it('hides the hint for good once dismissed', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    renderTab(editor);
    expect(screen.getByRole('note')).toHaveTextContent('Click a layout');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(localStorage.getItem('album.hint-dismissed.layouts')).toBe('1');
  });

  it('offers to try again when the blueprint cannot be loaded', async () => {
    const get = vi.fn(() => Promise.reject(new Error('offline')));
    const api = { blueprints: { get, list: vi.fn(() => Promise.reject(new Error('offline'))) } };
    renderTab(createEditor({ document: fromNested(fixtureAlbum()) }), api);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('loads the blueprint once: the tab opened again lists its layouts without asking the server', async () => {
    const api = fakeApi();
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    editor.setCurrentSpread(FIXTURE_IDS.spreads.blue1);
    const album = createTestAlbum({ editor, api, album: { blueprint_album_id: 'bp-1' } });
    const first = render(<LayoutsTab onOpenTab={() => undefined} />, { wrapper: album.wrapper });
    expect(await screen.findAllByTestId('layout-item')).toHaveLength(3);
    first.unmount();
    render(<LayoutsTab onOpenTab={() => undefined} />, { wrapper: album.wrapper });
    expect(screen.getAllByTestId('layout-item')).toHaveLength(3);
    expect(api.blueprints.get).toHaveBeenCalledTimes(1);
  });

  it('cannot apply in preview mode', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    const album = createTestAlbum({ editor, api: fakeApi(), mode: 'preview' });
    render(<LayoutsTab onOpenTab={() => undefined} />, { wrapper: album.wrapper });
    const items = await screen.findAllByTestId('layout-apply');
    expect(items.every((item) => (item as HTMLButtonElement).disabled)).toBe(true);
  });
});
