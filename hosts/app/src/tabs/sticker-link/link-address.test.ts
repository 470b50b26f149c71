import { describe, expect, it } from 'vitest';
import { stickerLinkDomains, stickerLinkUrl } from './link-address';

describe('stickerLinkDomains', () => {
  it('puts the app’s own host first and keeps well-formed configured names once, lower-cased', () => {
    expect(
      stickerLinkDomains('Sticker.Example.com, fotos.example.org sticker.example.com,not a host,-bad.com'),
    ).toEqual([null, 'sticker.example.com', 'fotos.example.org']);
  });

  it('has only the own host without configuration', () => {
    expect(stickerLinkDomains(undefined)).toEqual([null]);
    expect(stickerLinkDomains('')).toEqual([null]);
  });

  it('keeps the album’s saved domain when it is no longer configured', () => {
    expect(stickerLinkDomains('a.example.com', 'Old.Example.net')).toEqual([
      null,
      'a.example.com',
      'old.example.net',
    ]);
    expect(stickerLinkDomains('a.example.com', 'a.example.com')).toEqual([null, 'a.example.com']);
  });
});

describe('stickerLinkUrl', () => {
  it('joins the app’s origin and the path by default', () => {
    expect(stickerLinkUrl('/s/tok123', null, 'https://app.example.com/')).toBe(
      'https://app.example.com/s/tok123',
    );
  });

  it('uses https on a custom domain', () => {
    expect(stickerLinkUrl('/s/tok123', 'sticker.example.com', 'http://localhost:5173')).toBe(
      'https://sticker.example.com/s/tok123',
    );
  });

  it('has no address without a path', () => {
    expect(stickerLinkUrl(null, null, 'https://app.example.com')).toBeNull();
  });
});
