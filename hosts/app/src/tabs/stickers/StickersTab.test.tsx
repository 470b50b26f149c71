import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { albumOrder, createEditor, fromNested, placedStickerIds } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { stubMatchMedia } from '../../test/match-media';
import { createTestAlbum, makeFile } from '../images/test-support';
import { StickersTab } from './StickersTab';

const { sections, stickers } = FIXTURE_IDS;

function fakeUploads() {
  return {
    uploads: {
      upload: vi.fn(async (file: Blob, request: { filename: string }) => ({
        blob_id: request.filename,
        byte_size: file.size,
        content_type: 'image/jpeg',
        checksum: 'x',
      })),
    },
    images: {
      create: vi.fn(async (_albumId: string, input: { blob_id: string; model?: string }) => ({
        id: `img-new-${input.blob_id}`,
        model: input.model ?? 'image',
        blob: {
          small: `/files/${input.blob_id}`,
          original: `/files/${input.blob_id}`,
          filename: input.blob_id,
        },
        details: { width: 3000, height: 4000 },
      })),
    },
  };
}

function setup(options: { editor?: Editor; mode?: 'edit' | 'preview' } = {}) {
  const album = createTestAlbum({ ...options, api: fakeUploads() });
  const view = render(<StickersTab onOpenTab={() => undefined} />, { wrapper: album.wrapper });
  return { album, editor: album.editor, view, user: userEvent.setup() };
}

const chapterNames = (editor: Editor) =>
  albumOrder(editor.getState())
    .sections.filter((s) => !s.static)
    .map((s) => s.name);

const chapterRow = (id: string) => screen.getByTestId(`chapter-${id}`);

async function openMenuItem(user: ReturnType<typeof userEvent.setup>, chapter: string, item: string) {
  await user.click(screen.getByRole('button', { name: `Actions for chapter “${chapter}”` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

let phone = false;
beforeEach(() => {
  phone = false;
  stubMatchMedia(() => phone);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StickersTab', () => {
  it('lists the chapters with their counts, unplaced stickers first and placed ones with their numbers', async () => {
    const { view } = setup();
    expect(screen.getByRole('button', { name: /^Team Blue/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(chapterRow(sections.blue)).getByText('3 stickers')).toBeInTheDocument();
    expect(within(chapterRow(sections.red)).getByText('3 stickers')).toBeInTheDocument();
    // The cover and back cover are static sections: no chapters.
    expect(screen.queryByText('Cover')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Emil Roth, not placed' })).toHaveAttribute(
      'data-placed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Anna Berg, number 001' })).toHaveAttribute(
      'data-placed',
      'true',
    );
    expect(screen.getByText('1 sticker not placed')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('adds a chapter from the final row; an empty name creates nothing', async () => {
    const { editor, user } = setup();
    const before = chapterNames(editor);
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the new chapter' }), '   {Enter}');
    expect(chapterNames(editor)).toEqual(before);
    const field = screen.getByRole('textbox', { name: 'Name of the new chapter' });
    await user.clear(field);
    await user.type(field, 'Team Green{Enter}');
    expect(chapterNames(editor)).toEqual([...before, 'Team Green']);
    expect(field).toHaveValue('');
    expect(await screen.findByRole('button', { name: /^Team Green/ })).toBeInTheDocument();
  });

  it('adds a sticker to a chapter through the placeholder tile; a new sticker needs a name', async () => {
    const { editor, user } = setup();
    const count = Object.keys(editor.getDocument().stickers).length;
    await user.click(screen.getByRole('button', { name: 'Add sticker to “Team Red”' }));
    const form = await screen.findByRole('dialog', { name: 'New sticker' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(Object.keys(editor.getDocument().stickers)).toHaveLength(count);
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Finn Lund');
    await user.type(within(form).getByRole('textbox', { name: 'Position or role' }), 'Defender');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = Object.values(editor.getDocument().stickers).find((s) => s.name === 'Finn Lund');
    expect(added).toMatchObject({ position: 'Defender', sectionId: sections.red, doubleSticker: false });
    expect(screen.getByRole('button', { name: 'Finn Lund, not placed' })).toBeInTheDocument();
  });

  it('edits name and position of a sticker opened by double-click, as one undo step', async () => {
    const { editor, user } = setup();
    await user.dblClick(screen.getByRole('button', { name: 'Ben Okafor, number 002' }));
    const form = await screen.findByRole('dialog', { name: 'Edit sticker' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Ben Okafor');
    await expectNoSeriousA11yViolations(form);
    await user.clear(name);
    await user.type(name, 'Ben O.');
    const position = within(form).getByRole('textbox', { name: 'Position or role' });
    await user.clear(position);
    await user.type(position, 'Striker');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(editor.getDocument().stickers[stickers.ben]).toMatchObject({
      name: 'Ben O.',
      position: 'Striker',
    });
    editor.undo();
    expect(editor.getDocument().stickers[stickers.ben]).toMatchObject({
      name: 'Ben Okafor',
      position: 'Forward',
    });
  });

  it('opens with the form of the sticker whose cell is selected (double-click on a cell, "Edit sticker")', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    editor.select('cell-anna');
    setup({ editor });
    const form = await screen.findByRole('dialog', { name: 'Edit sticker' });
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Anna Berg');
  });

  it('makes a sticker double (layouts reset, cell twice as wide) and opens it with Enter', async () => {
    const { editor, user } = setup();
    screen.getByRole('button', { name: 'Ben Okafor, number 002' }).focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: 'Edit sticker' });
    await user.click(within(form).getByRole('switch', { name: /Double sticker/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(editor.getDocument().stickers[stickers.ben]).toMatchObject({
      doubleSticker: true,
      stickerLayout: 'default',
      cellLayout: 'default',
    });
    // Its cell on the canvas is twice as wide now.
    expect(editor.getNode('cell-ben')?.props).toMatchObject({ width: 100 });
  });

  it('deletes a sticker only after confirmation', async () => {
    const { editor, user } = setup();
    await user.dblClick(screen.getByRole('button', { name: 'Emil Roth, not placed' }));
    const form = await screen.findByRole('dialog', { name: 'Edit sticker' });
    await user.click(within(form).getByRole('button', { name: 'Delete sticker' }));
    let alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Delete sticker “Emil Roth”?');
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    expect(editor.getDocument().stickers[stickers.unplaced]).toBeDefined();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Edit sticker' })).getByRole('button', {
        name: 'Delete sticker',
      }),
    );
    alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(editor.getDocument().stickers[stickers.unplaced]).toBeUndefined());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Emil Roth, not placed' })).not.toBeInTheDocument(),
    );
  });

  it('deletes a chapter from its menu after confirmation', async () => {
    const { editor, user } = setup();
    await openMenuItem(user, 'Team Red', 'Delete chapter');
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Its 3 stickers and its pages are deleted as well.');
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(chapterNames(editor)).toEqual(['Team Blue']));
    expect(editor.getDocument().stickers[stickers.clara]).toBeUndefined();
  });

  it('reorders chapters with the keyboard on the drag handle and from the menu', async () => {
    const { editor, user } = setup();
    within(chapterRow(sections.blue)).getByRole('button', { name: 'Move chapter “Team Blue”' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(chapterNames(editor)).toEqual(['Team Red', 'Team Blue']);
    expect(screen.getByText('Chapter “Team Blue” is now at position 2 of 2.')).toBeInTheDocument();
    // The static sections keep their places around the chapters.
    expect(albumOrder(editor.getState()).sections.map((s) => s.id)).toEqual([
      sections.cover,
      sections.red,
      sections.blue,
      sections.back,
    ]);
    await openMenuItem(user, 'Team Blue', 'Move up');
    expect(chapterNames(editor)).toEqual(['Team Blue', 'Team Red']);
  });

  it('renames a chapter in place: Enter commits, Escape cancels, an empty name changes nothing', async () => {
    const { editor, user } = setup();
    await openMenuItem(user, 'Team Blue', 'Rename');
    let field = await screen.findByRole('textbox', { name: 'Chapter name' });
    expect(
      within(chapterRow(sections.blue)).getByRole('button', { name: 'Move chapter “Team Blue”' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.clear(field);
    await user.type(field, 'Blue Stars{Enter}');
    expect(chapterNames(editor)[0]).toBe('Blue Stars');
    await openMenuItem(user, 'Blue Stars', 'Rename');
    field = await screen.findByRole('textbox', { name: 'Chapter name' });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(chapterNames(editor)[0]).toBe('Blue Stars');
  });

  it('filters the stickers by the search text', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search stickers' }), 'anna');
    expect(screen.getByRole('button', { name: 'Anna Berg, number 001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ben Okafor/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Emil Roth/ })).not.toBeInTheDocument();
    // Only chapters with a match are listed while searching, without add tiles: the matches start at the top.
    expect(screen.getByRole('button', { name: /^Team Blue/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Team Red/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add sticker/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search stickers' }), 'zzz');
    expect(screen.getByText('No sticker matches “annazzz”.')).toBeInTheDocument();
  });

  it('expands and collapses all chapters', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.getByRole('button', { name: /^Team Blue/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Anna Berg/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('button', { name: /Anna Berg/ })).toBeInTheDocument();
  });

  it('auto-places the unplaced stickers of a chapter into its free cells', async () => {
    const { editor, user } = setup();
    expect(placedStickerIds(editor.getDocument()).has(stickers.unplaced)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Auto-place (chapter “Team Red”)' }));
    expect(placedStickerIds(editor.getDocument()).has(stickers.unplaced)).toBe(true);
    expect(await screen.findByRole('button', { name: /^Emil Roth, number/ })).toHaveAttribute(
      'data-placed',
      'true',
    );
  });

  it('without chapters: upload is disabled with a hint, and a new sticker creates the default chapter', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    editor.deleteSection(sections.blue);
    editor.deleteSection(sections.red);
    const { user } = setup({ editor });
    const upload = screen.getByRole('button', { name: 'Upload sticker photo' });
    expect(upload).toBeDisabled();
    expect(upload).toHaveAccessibleDescription('Create a chapter first, then upload stickers.');
    await user.click(screen.getByRole('button', { name: 'New sticker' }));
    const form = await screen.findByRole('dialog', { name: 'New sticker' });
    expect(form).toHaveTextContent('The sticker goes into a new chapter “Untitled team”.');
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Gina');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(chapterNames(editor)).toEqual(['Untitled team']);
    const gina = Object.values(editor.getDocument().stickers).find((s) => s.name === 'Gina')!;
    expect(albumOrder(editor.getState()).sections.find((s) => s.id === gina.sectionId)?.name).toBe(
      'Untitled team',
    );
  });

  it('shows only the rows in view of a chapter with 1,000 stickers', async () => {
    const editor = createEditor({ document: fromNested(fixtureAlbum()) });
    editor.beginGesture();
    for (let i = 0; i < 1000; i++) {
      editor.addSticker({ id: `bulk-${i}`, sectionId: sections.red, name: `Player ${i}` });
    }
    editor.commitGesture();
    setup({ editor });
    expect(within(chapterRow(sections.red)).getByText('1,003 stickers')).toBeInTheDocument();
    const tiles = document.querySelectorAll('.sticker-tile');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThan(100);
  });

  it('in preview mode shows the stickers without editing controls', () => {
    setup({ mode: 'preview' });
    expect(screen.getByRole('button', { name: 'Anna Berg, number 001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload sticker photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add chapter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add sticker/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move chapter/ })).not.toBeInTheDocument();
  });

  it('opens the form as a modal on phones', async () => {
    phone = true;
    const { user } = setup();
    await user.dblClick(screen.getByRole('button', { name: 'Anna Berg, number 001' }));
    const form = await screen.findByRole('dialog', { name: 'Edit sticker' });
    expect(form.closest('.ui-modal')).not.toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the form of a newly selected sticker cell when the open tab is opened again', async () => {
    const album = createTestAlbum();
    function OpenAgain() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/album/album-1/stickers')}>
          open again
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/album/album-1/stickers']}>
        <StickersTab onOpenTab={() => undefined} />
        <OpenAgain />
      </MemoryRouter>,
      { wrapper: album.wrapper },
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    album.editor.select('cell-clara');
    await user.click(screen.getByRole('button', { name: 'open again' }));
    const form = await screen.findByRole('dialog', { name: 'Edit sticker' });
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Clara Meier');
  });

  it('goes to the first page of a chapter from its menu', async () => {
    const { editor, user } = setup();
    await openMenuItem(user, 'Team Red', 'Go to chapter');
    expect(editor.getSelection().spreadId).toBe(FIXTURE_IDS.spreads.red1);
  });

  it('uploads a sticker photo into a new sticker of the first chapter', async () => {
    const { editor, view, user } = setup();
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png');
    await user.upload(input, makeFile('finn.jpg', 'image/jpeg'));
    const form = await screen.findByRole('dialog', { name: 'New sticker' });
    expect(within(form).getByRole('link', { name: 'Download photo' })).toHaveAttribute(
      'href',
      '/files/finn.jpg',
    );
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Finn');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const finn = Object.values(editor.getDocument().stickers).find((s) => s.name === 'Finn');
    expect(finn).toMatchObject({ sectionId: sections.blue, image: 'img-new-finn.jpg' });
    expect(editor.getDocument().images['img-new-finn.jpg']?.model).toBe('sticker');
  });

  it('face fit centres the stored face box of the photo', async () => {
    const { editor, user } = setup();
    const before = editor.getDocument().stickers[stickers.ben]!;
    await user.dblClick(screen.getByRole('button', { name: 'Ben Okafor, number 002' }));
    const form = await screen.findByRole('dialog', { name: 'Edit sticker' });
    await user.click(within(form).getByRole('button', { name: 'Fit to face' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const after = editor.getDocument().stickers[stickers.ben]!;
    expect([after.cx, after.cy]).not.toEqual([before.cx, before.cy]);
  });

  it('warns about a low resolution, rotates by 90 degrees and saves a double sticker without a name', async () => {
    const { editor, user } = setup();
    await user.dblClick(screen.getByRole('button', { name: 'Ben Okafor, number 002' }));
    const form = await screen.findByRole('dialog', { name: 'Edit sticker' });
    expect(within(form).getByText(/^Low resolution: \d+ dpi/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Rotate 90°' }));
    await user.clear(within(form).getByRole('textbox', { name: /^Name/ }));
    await user.click(within(form).getByRole('switch', { name: /Double sticker/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(editor.getDocument().stickers[stickers.ben]).toMatchObject({
      name: '',
      doubleSticker: true,
      crotation: 90,
    });
  });
});
