import { describe, expect, it } from 'vitest';
import { toNested, fromNested, type AlbumContent } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { checkoutPreflight, knownFontFamily, summaryMessages } from './preflight';

const ALBUM = { id: 'album-1', title: 'Team Blue 2026', release_date: '2026-09-01', custom_fonts: [] };

function split(content: AlbumContent) {
  const { images, ...stored } = content;
  return { stored, images };
}

describe('knownFontFamily', () => {
  it('knows the catalogue’s families in any spelling and the album’s custom fonts', () => {
    const known = knownFontFamily({ custom_fonts: ['Club Sans'] });
    expect(known('Open Sans')).toBe(true);
    expect(known('open-sans')).toBe(true);
    expect(known(' club sans ')).toBe(true);
    expect(known('Nowhere Grotesk')).toBe(false);
  });
});

describe('checkoutPreflight', () => {
  it('answers one summary per rule with findings, after the album’s own checks', () => {
    const { stored, images } = split(fixtureAlbum());
    const { errors, preflight } = checkoutPreflight(
      { ...ALBUM, title: ' ', release_date: null },
      stored,
      images,
    );
    expect(errors.slice(0, 2)).toEqual([
      { key: 'checkout.preflight.missingTitle' },
      { key: 'checkout.preflight.missingReleaseDate' },
    ]);
    // Only rules whose findings are errors block the order; warnings stay in the report.
    const withErrors = preflight.statistics.filter((s) => s.count > 0 && s.severity === 'error');
    expect(errors.slice(2).map((e) => e.key)).toEqual(withErrors.map((s) => s.summaryKey));
    expect(errors.find((e) => e.key === 'preflight.summary.emptyCell')).toBeUndefined();
    expect(preflight.statistics.find((s) => s.rule === 'emptyCell')?.count).toBe(2);
    expect(errors.find((e) => e.key === 'preflight.summary.stickerWithoutImage')).toEqual({
      key: 'preflight.summary.stickerWithoutImage',
      values: { count: expect.any(Number) },
      target: 'cell-dana',
    });
  });

  it('checks fonts against the catalogue but cannot check text overflow without a shaper', () => {
    const content = fixtureAlbum();
    content.fonts = { ...content.fonts, title: 'Vanished Serif' };
    const { stored, images } = split(toNested(fromNested(content)));
    const { preflight } = checkoutPreflight(ALBUM, stored, images);
    const stat = (rule: string) => preflight.statistics.find((s) => s.rule === rule)!;
    expect(stat('missingFont')).toMatchObject({ checked: true, severity: 'error' });
    expect(stat('missingFont').count).toBeGreaterThan(0);
    expect(preflight.findings.find((f) => f.rule === 'missingFont')?.values.font).toBe('Vanished Serif');
    expect(stat('textOverflow')).toMatchObject({ checked: false, count: 0 });
  });

  it('names the only family of the fixture album outside the catalogue, unless the album adds it', () => {
    const { stored, images } = split(fixtureAlbum());
    const missing = (customFonts: string[]) =>
      checkoutPreflight({ ...ALBUM, custom_fonts: customFonts }, stored, images)
        .preflight.findings.filter((f) => f.rule === 'missingFont')
        .map((f) => f.values.font);
    expect(missing([])).toEqual(['Lobster']);
    expect(missing(['Lobster'])).toEqual([]);
  });
});

describe('summaryMessages', () => {
  it('aims a summary at the first sticker when its findings have no element, and leaves warnings out', () => {
    const messages = summaryMessages({
      findings: [
        {
          rule: 'unplacedSticker',
          key: 'preflight.unplacedSticker',
          values: { name: 'Emil' },
          severity: 'warning',
          stickerId: 'st-emil',
        },
        {
          rule: 'stickerWithoutImage',
          key: 'preflight.stickerWithoutImage',
          values: { name: 'Emil' },
          severity: 'error',
          stickerId: 'st-emil',
        },
      ],
      statistics: [
        {
          rule: 'unplacedSticker',
          severity: 'warning',
          checked: true,
          count: 1,
          labelKey: 'preflight.rule.unplacedSticker',
          summaryKey: 'preflight.summary.unplacedSticker',
        },
        {
          rule: 'stickerWithoutImage',
          severity: 'error',
          checked: true,
          count: 1,
          labelKey: 'preflight.rule.stickerWithoutImage',
          summaryKey: 'preflight.summary.stickerWithoutImage',
        },
        {
          rule: 'noStickers',
          severity: 'warning',
          checked: true,
          count: 0,
          labelKey: 'preflight.rule.noStickers',
          summaryKey: 'preflight.summary.noStickers',
        },
      ],
      errors: 1,
      warnings: 1,
    });
    expect(messages).toEqual([
      { key: 'preflight.summary.stickerWithoutImage', values: { count: 1 }, target: 'st-emil' },
    ]);
  });
});
