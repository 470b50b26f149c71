import { describe, expect, it } from 'vitest';
import type { Album } from '@album/api-client';
import { contentProblem, draftOf, settingsPatch, STICKER_LINK_CONTENT_MAX } from './link-settings';

const album = {
  stickerUploadContent: 'Send us your photo!',
  stickerUploadWhiteLabel: false,
  stickerUploadRequirePosition: true,
  stickerUploadCustomDomain: null,
} as unknown as Album;

describe('contentProblem', () => {
  it('requires a message that is not only blanks', () => {
    expect(contentProblem('')).toBe('stickerLink.content.required');
    expect(contentProblem('  \n ')).toBe('stickerLink.content.required');
    expect(contentProblem(' Hello ')).toBeNull();
  });

  it('refuses more than the server takes', () => {
    expect(contentProblem('x'.repeat(STICKER_LINK_CONTENT_MAX))).toBeNull();
    expect(contentProblem('x'.repeat(STICKER_LINK_CONTENT_MAX + 1))).toBe('stickerLink.content.tooLong');
  });
});

describe('settingsPatch', () => {
  it('is empty for the album’s own settings', () => {
    expect(settingsPatch(album, draftOf(album))).toEqual({});
  });

  it('holds only what changed, with the message trimmed', () => {
    const draft = {
      ...draftOf(album),
      content: '  New text ',
      whiteLabel: true,
      domain: 'sticker.example.com',
    };
    expect(settingsPatch(album, draft)).toEqual({
      stickerUploadContent: 'New text',
      stickerUploadWhiteLabel: true,
      stickerUploadCustomDomain: 'sticker.example.com',
    });
  });

  it('sends null to go back to the own host', () => {
    const custom = { ...album, stickerUploadCustomDomain: 'a.example.com' } as Album;
    expect(settingsPatch(custom, { ...draftOf(custom), domain: null })).toEqual({
      stickerUploadCustomDomain: null,
    });
    expect(settingsPatch(album, { ...draftOf(album), requirePosition: false })).toEqual({
      stickerUploadRequirePosition: false,
    });
  });
});
