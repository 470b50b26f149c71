import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlbumImage, Blueprint, UploadOptions } from '@album/api-client';
import { albumSpreads, childIdsOf, createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { toastMessages } from '../test/toasts';
import { createTestAlbum } from '../tabs/layouts/test-support';
import { SpreadControls } from './SpreadControls';

const { spreads, sections } = FIXTURE_IDS;
const blueprint = { id: 'bp-1', title: 'Team', ...fixtureAlbum() } as unknown as Blueprint;
const order = (editor: Editor) => albumSpreads(editor.getState()).map((s) => s.id);

function fakeApi() {
  const upload = vi.fn((file: Blob, request: UploadOptions) =>
    Promise.resolve({
      blob_id: request.filename,
      byte_size: file.size,
      content_type: 'image/png',
      checksum: 'x',
    }),
  );
  const create = vi.fn((_albumId: string, input: { blob_id: string; model?: 'image' | 'sticker' }) =>
    Promise.resolve({
      id: `img-${input.blob_id}`,
      model: input.model ?? 'image',
      blob: { small: `/files/${input.blob_id}`, filename: input.blob_id },
      details: { width: 10, height: 10 },
    } as AlbumImage),
  );
  return {
    blueprints: {
      get: vi.fn(() => Promise.resolve(blueprint)),
      list: vi.fn(() => Promise.resolve([blueprint])),
    },
    uploads: { upload },
    images: { create },
  };
}

/** A tiny PNG file (a header announcing 2 x 2 pixels is all the rules read). */
function png(name: string): File {
  const bytes = new Uint8Array(256);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, 2);
  new DataView(bytes.buffer).setUint32(20, 2);
  return new File([bytes], name, { type: 'image/png' });
}

function renderControls(editor: Editor, mode: 'edit' | 'preview' = 'edit') {
  const album = createTestAlbum({ editor, api: fakeApi(), album: { blueprint_album_id: 'bp-1' }, mode });
  render(<SpreadControls />, { wrapper: album.wrapper });
  return album;
}

async function openMenu() {
  await userEvent.click(screen.getByTestId('spread-menu'));
  return screen.findByRole('menu');
}

beforeEach(() => localStorage.clear());

describe('SpreadControls menu', () => {
  it('runs the commands on the current spread, each undoable', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    editor.setCurrentSpread(spreads.blue1);
    renderControls(editor);

    let menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Move spread up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate spread' }));
    const copy = order(editor)[2]!;
    expect(order(editor).slice(1, 4)).toEqual([spreads.blue1, copy, spreads.blue2]);
    expect(editor.getSelection().spreadId).toBe(copy);

    menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move spread down' }));
    expect(order(editor).slice(1, 4)).toEqual([spreads.blue1, spreads.blue2, copy]);

    menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Add empty spread before' }));
    expect(order(editor)).toHaveLength(7);

    menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete spread' }));
    expect(order(editor)).toHaveLength(6);
    act(() => void editor.undo());
    act(() => void editor.undo());
    expect(order(editor).slice(1, 4)).toEqual([spreads.blue1, spreads.blue2, copy]);
  });

  it('never deletes the last spread and says why', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    for (const id of order(editor).slice(1)) editor.deleteSpread(id);
    const { services } = renderControls(editor);
    const menu = await openMenu();
    const item = within(menu).getByRole('menuitem', { name: /Delete spread/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('This page cannot be deleted');
    expect(order(editor)).toHaveLength(1);
    expect(toastMessages(services)).toEqual([]);
  });

  it('shows nothing in preview mode', () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    renderControls(editor, 'preview');
    expect(screen.queryByTestId('spread-menu')).toBeNull();
    expect(screen.queryByTestId('insert-spread')).toBeNull();
  });
});

describe('spread creation modal', () => {
  it('creates a spread from a layout, sticker images and a background image', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    editor.setCurrentSpread(spreads.blue1);
    const { services } = renderControls(editor);
    const before = new Set(Object.keys(editor.getDocument().stickers));
    const stickersBefore = before.size;

    await userEvent.click(screen.getByTestId('insert-spread'));
    const dialog = await screen.findByRole('dialog', { name: 'New spread' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    const options = await within(dialog).findAllByRole('option');
    // Only double-page layouts fit between other spreads.
    expect(options).toHaveLength(3);
    await expectNoSeriousA11yViolations(dialog);
    await userEvent.click(options[0]!);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(next);

    await userEvent.upload(within(dialog).getByTestId('spread-add-stickers-input'), [
      png('anna_meier.png'),
      png('ben.png'),
      png('lake.png'),
    ]);
    const tiles = await within(dialog).findAllByTestId('spread-image');
    expect(tiles).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move lake.png to the background' }));
    expect(
      within(within(dialog).getByTestId('spread-area-background')).getByText('lake.png'),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create spread' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const created = order(editor)[2]!;
    expect(order(editor).slice(1, 4)).toEqual([spreads.blue1, created, spreads.blue2]);
    expect(editor.getSelection().spreadId).toBe(created);
    const doc = editor.getDocument();
    const newStickers = Object.values(doc.stickers).filter((s) => !before.has(s.id));
    expect(Object.keys(doc.stickers)).toHaveLength(stickersBefore + 2);
    expect(newStickers.map((s) => [s.name, s.sectionId, doc.images[s.image!]?.model])).toEqual([
      ['anna meier', sections.blue, 'sticker'],
      ['ben', sections.blue, 'sticker'],
    ]);
    const nodes = editor.getState().nodes;
    const all = (id: string): string[] => childIdsOf(nodes, id).flatMap((c) => [c, ...all(c)]);
    const props = all(created).map((id) => nodes[id]!.props as { image?: string; stickerId?: string });
    expect(props.some((p) => p.image === 'img-lake.png')).toBe(true);
    expect(doc.images['img-lake.png']?.model).toBe('image');
    expect(toastMessages(services)).toContain('Spread created');

    // The whole creation is one undo step.
    act(() => void editor.undo());
    expect(order(editor)).not.toContain(created);
    expect(Object.keys(editor.getDocument().stickers)).toHaveLength(stickersBefore);
  });

  it('refuses files other than JPEG, PNG and GIF with the spec message', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    renderControls(editor);
    await userEvent.click(screen.getByTestId('insert-spread'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click((await within(dialog).findAllByRole('option'))[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(within(dialog).getByTestId('spread-add-background-input'), [svg, png('ok.png')], {
      applyAccept: false,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /logo\.svg: choose valid image files \(JPEG, PNG, GIF\)/,
    );
    expect(within(dialog).getAllByTestId('spread-image')).toHaveLength(1);
  });

  it('takes files dropped from the desktop into the area they land on', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    renderControls(editor);
    await userEvent.click(screen.getByTestId('insert-spread'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click((await within(dialog).findAllByRole('option'))[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const background = within(dialog).getByTestId('spread-area-background');
    fireEvent.drop(background, { dataTransfer: { files: [png('sky.png')], types: ['Files'] } });
    expect(await within(background).findByText('sky.png')).toBeInTheDocument();
    expect(
      within(within(dialog).getByTestId('spread-area-stickers')).queryByTestId('spread-image'),
    ).toBeNull();
  });

  it('asks for a chapter first when the album has none', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    editor.deleteSection(sections.blue);
    editor.deleteSection(sections.red);
    renderControls(editor);
    await userEvent.click(screen.getByTestId('insert-spread'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('spread-needs-chapter')).toHaveTextContent(/Create a chapter/);
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
