import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MergeResult, StickerUpload, StickerUploadCorrection } from '@album/api-client';
import { ApiError } from '@album/api-client';
import { DEFAULT_CROP } from '@album/editor-core';
import type { Editor, Sticker } from '@album/editor-core';
import en from '@album/i18n/messages/en.json';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { toastMessages } from '../../test/toasts';
import { NewUploadsCard } from './NewUploadsCard';
import { UploadsTabBadge } from './UploadsTabBadge';
import { createLinkTest, pendingUpload } from './test-support';

/**
 * The server's merge: stickers of the stored values with the organiser's corrections, which the live sync then
 * brings into the editor.
 */
function fakeApi(uploads: StickerUpload[], editorRef: { current: Editor | null }) {
  let stored = [...uploads];
  const list = vi.fn(async () => stored);
  const merge = vi.fn(
    async (
      _albumId: string,
      ids: string[],
      corrections: Readonly<Record<string, StickerUploadCorrection>> = {},
    ): Promise<MergeResult> => {
      const merged = stored.filter((u) => ids.includes(u.id));
      stored = stored.filter((u) => !ids.includes(u.id));
      const stickers: Sticker[] = merged.map((u) => ({
        id: `st-${u.id}`,
        name: corrections[u.id]?.name ?? u.name,
        position: corrections[u.id]?.position ?? u.position ?? '',
        doubleSticker: false,
        image: u.image!.id,
        sectionId: corrections[u.id]?.section_id ?? u.section_id ?? 'sec-blue',
        stickerLayout: 'default',
        cellLayout: 'default',
        createdAt: '2026-11-27T09:00:00.000Z',
        ...DEFAULT_CROP,
      }));
      const editor = editorRef.current!;
      editor.addImages(merged.map((u) => u.image!));
      for (const sticker of stickers) editor.addSticker(sticker);
      return { merged_at: '2026-11-27T09:00:00.000Z', stickers, version: 2 };
    },
  );
  const remove = vi.fn(async (id: string) => {
    stored = stored.filter((u) => u.id !== id);
  });
  const detectFace = vi.fn(async () => null);
  return {
    api: { stickerUploads: { list, merge, delete: remove }, images: { detectFace } },
    list,
    merge,
    remove,
  };
}

function setup(
  uploads: StickerUpload[],
  options: { requirePosition?: boolean; mode?: 'edit' | 'preview' } = {},
) {
  const editorRef: { current: Editor | null } = { current: null };
  const fake = fakeApi(uploads, editorRef);
  const test = createLinkTest({
    api: fake.api,
    album: { stickerUploadRequirePosition: options.requirePosition ?? false },
    mode: options.mode,
  });
  editorRef.current = test.editor;
  const view = render(
    <>
      <UploadsTabBadge />
      <NewUploadsCard />
    </>,
    { wrapper: test.wrapper },
  );
  return { ...fake, ...test, view, user: userEvent.setup() };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Review uploads' }));
  return screen.findByRole('dialog', { name: 'New uploads' });
}

describe('NewUploadsCard', () => {
  it('shows nothing while no upload waits', async () => {
    const { list, view } = setup([]);
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(view.container).toBeEmptyDOMElement();
  });

  it('counts the pending uploads on the card and the tab badge (one listing for both)', async () => {
    const { list } = setup([pendingUpload('u1'), pendingUpload('u2')]);
    // The badges show the number and tell assistive technology what it counts.
    expect(await screen.findByText('2 new uploads')).toBeInTheDocument();
    expect(screen.getByText('2 new uploads from the sticker link')).toBeInTheDocument();
    expect(screen.getByText('2 photos from the sticker link wait for you.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('cannot collect in preview mode', async () => {
    setup([pendingUpload('u1')], { mode: 'preview' });
    expect(await screen.findByRole('button', { name: 'Review uploads' })).toBeDisabled();
  });
});

describe('StickerUploadsModal', () => {
  it('lists the uploads, leaves invalid ones out of the submit count, and merges the others with corrections', async () => {
    const uploads = [
      pendingUpload('u1', { name: 'Mia', last_name: 'Rossi', section_id: 'sec-red' }),
      pendingUpload('u2', { name: 'Ben' }),
      pendingUpload('u3', { name: 'Lea', position: 'x'.repeat(31) }),
    ];
    const { user, merge, editor, services } = setup(uploads);
    const dialog = await openModal(user);
    const list = within(dialog).getByRole('listbox', { name: 'Pending uploads' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mia RossiReady', 'BenReady', 'LeaNeeds a fix']);
    expect(within(dialog).getByText('1 upload needs a fix and stays here.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add 2 stickers' })).toBeEnabled();

    // The first upload's form: correct its name and chapter.
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Mia Rossi');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Add 1 sticker' })).toBeInTheDocument();
    await user.type(name, 'Mia R.');
    await user.click(within(dialog).getByRole('button', { name: /Chapter/ }));
    await user.click(await screen.findByRole('option', { name: 'Team Blue' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add 2 stickers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The corrections go with the merge: no second step on the new stickers.
    expect(merge).toHaveBeenCalledWith('album-1', ['u1', 'u2'], {
      u1: { name: 'Mia R.', last_name: null, section_id: 'sec-blue' },
      // u2 chose no chapter: the one its form showed (the first) goes along.
      u2: { section_id: 'sec-blue' },
    });
    const stickers = editor.getDocument().stickers;
    expect(stickers['st-u1']).toMatchObject({ name: 'Mia R.', sectionId: 'sec-blue', image: 'img-u1' });
    expect(stickers['st-u2']).toMatchObject({ name: 'Ben' });
    expect(stickers['st-u3']).toBeUndefined();
    expect(toastMessages(services)).toContain('2 stickers added.');
    // The invalid upload still waits.
    expect(await screen.findByText('1 new upload')).toBeInTheDocument();
  });

  it('requires a position in the form when the link asks for one', async () => {
    const { user } = setup([pendingUpload('u1', { position: 'Goalie' }), pendingUpload('u2')], {
      requirePosition: true,
    });
    const dialog = await openModal(user);
    expect(within(dialog).getByRole('button', { name: 'Add 1 sticker' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('option', { name: /Name u2/ }));
    expect(within(dialog).getByRole('textbox', { name: /Position/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes an upload after confirmation', async () => {
    const { user, remove } = setup([pendingUpload('u1'), pendingUpload('u2')]);
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete upload' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this upload?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete upload' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('u1'));
    expect(within(dialog).getAllByRole('option')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Name u2');
  });

  it('makes an upload whose contributor broke a rule collectable once the organiser corrects it', async () => {
    const long = pendingUpload('u1', { name: 'Maximiliane', last_name: 'Mustermann-Schneiderhan' });
    const { user, merge, editor } = setup([long]);
    const dialog = await openModal(user);
    expect(within(dialog).getByRole('option')).toHaveTextContent('Needs a fix');
    expect(within(dialog).getByRole('button', { name: 'No stickers to add' })).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Maxi Mustermann');
    expect(within(dialog).getByRole('option')).toHaveTextContent('Ready');
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 sticker' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(merge).toHaveBeenCalledWith('album-1', ['u1'], {
      u1: { name: 'Maxi Mustermann', last_name: null, section_id: 'sec-blue' },
    });
    expect(editor.getDocument().stickers['st-u1']).toMatchObject({ name: 'Maxi Mustermann' });
  });

  it('shows the server’s refusal of the merge, selects the upload it names and stays open', async () => {
    const { user, merge } = setup([pendingUpload('u1'), pendingUpload('u2')]);
    merge.mockRejectedValueOnce(
      new ApiError(400, { code: 'sticker_name_too_long', message: 'no', field: 'sticker_upload_ids.1' }),
    );
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 stickers' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en['api.error.sticker_name_too_long']);
    expect(within(dialog).getByRole('option', { name: /Name u2/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Name u2');
    expect(within(dialog).getByRole('button', { name: 'Add 2 stickers' })).toBeEnabled();
  });

  it('closes on cancel without merging', async () => {
    const { user, merge } = setup([pendingUpload('u1')]);
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(merge).not.toHaveBeenCalled();
  });

  it('shows the photo check’s verdict and its failed checks when the server sends one', async () => {
    const checked = {
      ...pendingUpload('u1'),
      photo_check: {
        ok: false,
        checks: [
          { code: 'face', ok: true },
          { code: 'sharpness', ok: false, value: 4 },
          { code: 'lighting', ok: false, value: 20 },
        ],
      },
    } as StickerUpload;
    const passed = { ...pendingUpload('u2'), photo_check: { ok: true, checks: [] } } as StickerUpload;
    const { user } = setup([checked, passed, pendingUpload('u3')]);
    const dialog = await openModal(user);
    expect(within(dialog).getByText('Photo check: please look closely')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The photo looks blurry.', 'The face is too dark or too bright.']);
    await user.click(within(dialog).getByRole('option', { name: /Name u2/ }));
    expect(within(dialog).getByText('Photo check passed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('option', { name: /Name u3/ }));
    expect(within(dialog).queryByText(/Photo check/)).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { user } = setup([pendingUpload('u1'), pendingUpload('u2', { name: '' })]);
    const dialog = await openModal(user);
    await expectNoSeriousA11yViolations(dialog);
  });
});
