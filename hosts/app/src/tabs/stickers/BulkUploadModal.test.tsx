import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_IDS } from '@album/editor-core/testing';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { stubMatchMedia } from '../../test/match-media';
import { createTestAlbum, makeFile } from '../images/test-support';
import { StickersTab } from './StickersTab';

const { sections } = FIXTURE_IDS;

/** Fake storage and image API; uploads of files named in `failing` are refused by storage. */
function fakeApi(failing: readonly string[] = []) {
  return {
    uploads: {
      upload: vi.fn(async (file: Blob, request: { filename: string }) => {
        if (failing.includes(request.filename)) throw new Error('storage down');
        return { blob_id: request.filename, byte_size: file.size, content_type: 'image/jpeg', checksum: 'x' };
      }),
    },
    images: {
      create: vi.fn(async (_albumId: string, input: { blob_id: string; model?: string }) => ({
        id: `img-${input.blob_id}`,
        model: input.model ?? 'image',
        blob: { small: `/files/${input.blob_id}`, filename: input.blob_id },
        details: { width: 1200, height: 1600 },
      })),
    },
  };
}

function setup(failing: readonly string[] = []) {
  const api = fakeApi(failing);
  const album = createTestAlbum({ api });
  const view = render(<StickersTab onOpenTab={() => undefined} />, { wrapper: album.wrapper });
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  // Browsers let people pick "all files" despite `accept`; the rules must catch other types themselves.
  return { api, editor: album.editor, input, user: userEvent.setup({ applyAccept: false }) };
}

const photos = (count: number, prefix = 'Player') =>
  Array.from({ length: count }, (_, i) => makeFile(`${prefix} ${i + 1}.jpg`, 'image/jpeg'));

const stickersIn = (editor: ReturnType<typeof setup>['editor'], sectionId: string) =>
  Object.values(editor.getDocument().stickers).filter((s) => s.sectionId === sectionId);

beforeEach(() => stubMatchMedia(() => false));
afterEach(() => vi.unstubAllGlobals());

describe('bulk sticker upload', () => {
  it('turns several photos into stickers named after their files, in the chosen chapter, as one undo step', async () => {
    const { editor, input, user } = setup();
    const before = stickersIn(editor, sections.red).length;
    await user.upload(input, [...photos(2), makeFile('notes.gif', 'image/gif')]);
    const modal = await screen.findByRole('dialog', { name: 'Upload sticker photos' });
    const files = within(modal).getByRole('list', { name: 'Chosen photos' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(3);
    // The GIF is refused with its own message; the two photos count.
    expect(within(files).getByText(/notes\.gif has an unsupported file type/)).toBeInTheDocument();
    await expectNoSeriousA11yViolations(modal);

    await user.click(within(modal).getByRole('button', { name: /Chapter of the new stickers/ }));
    await user.click(await screen.findByRole('option', { name: 'Team Red' }));
    await user.click(within(modal).getByRole('button', { name: 'Create 2 stickers' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload sticker photos' })).toBeNull());

    const created = stickersIn(editor, sections.red).slice(before);
    expect(created.map((s) => [s.name, s.image])).toEqual([
      ['Player 1', 'img-Player 1.jpg'],
      ['Player 2', 'img-Player 2.jpg'],
    ]);
    expect(editor.getDocument().images['img-Player 1.jpg']?.model).toBe('sticker');
    // One undo removes both stickers.
    expect(editor.undo().ok).toBe(true);
    expect(stickersIn(editor, sections.red)).toHaveLength(before);
  });

  it('refuses more than 15 photos at once with a message naming the maximum', async () => {
    const { api, input, user } = setup();
    await user.upload(input, photos(20));
    const modal = await screen.findByRole('dialog', { name: 'Upload sticker photos' });
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'You chose 20 photos; at most 15 can be uploaded at once.',
    );
    expect(within(modal).getByRole('button', { name: 'Create stickers' })).toBeDisabled();
    expect(api.uploads.upload).not.toHaveBeenCalled();
  });

  it('leaves out the photos whose upload failed and shows their error', async () => {
    const { editor, input, user } = setup(['Player 2.jpg']);
    const before = stickersIn(editor, sections.blue).length;
    await user.upload(input, photos(3));
    const modal = await screen.findByRole('dialog', { name: 'Upload sticker photos' });
    await user.click(within(modal).getByRole('button', { name: 'Create 3 stickers' }));
    expect(await within(modal).findByRole('status')).toHaveTextContent('2 stickers created; 1 photo failed.');
    const failed = within(modal).getByText('Player 2.jpg').closest('li')!;
    expect(failed).toHaveAttribute('data-status', 'failed');
    expect(failed).toHaveTextContent('Upload failed; no sticker was created for this photo.');
    expect(
      stickersIn(editor, sections.blue)
        .slice(before)
        .map((s) => s.name),
    ).toEqual(['Player 1', 'Player 3']);
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Upload sticker photos' })).toBeNull();
  });
});
