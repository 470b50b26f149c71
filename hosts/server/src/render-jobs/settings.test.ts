import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { parseRenderJobRequest, settingsHash } from './settings';

const body = (params: Record<string, unknown>) => ({
  render_job: {
    params: { album_id: 'a1', mode: 'album_softcover_inside', format: 'pdf', dpi: 300, ...params },
  },
});

function refusal(params: Record<string, unknown>): HttpError {
  try {
    parseRenderJobRequest(body(params));
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('render job settings', () => {
  it('accepts the form as typed and as parsed values, with defaults for what is left out', () => {
    const typed = parseRenderJobRequest(body({ dpi: ' 3 00 ', range: ' 5, 1-3 ' }));
    expect(typed).toEqual({
      albumId: 'a1',
      settings: {
        mode: 'album_softcover_inside',
        format: 'pdf',
        resolution: 'original',
        dpi: 300,
        showStickers: false,
        includeCover: false,
        includeBleed: false,
        compress: false,
        range: [1, 2, 3, 5],
      },
    });
    expect(parseRenderJobRequest(body({ range: [5, 1, 2, 3] })).settings.range).toEqual([1, 2, 3, 5]);
  });

  it('applies the rules of the jobs panel', () => {
    expect(parseRenderJobRequest(body({ mode: 'stickers' })).settings.showStickers).toBe(true);
    expect(parseRenderJobRequest(body({ mode: 'spread', includeCover: true })).settings.includeCover).toBe(
      false,
    );
    expect(parseRenderJobRequest(body({ mode: 'stickerpack' })).settings.includeCover).toBe(true);
  });

  it('refuses unknown enumerations, bad numbers and the form-only fields, naming the field', () => {
    expect(refusal({ format: 'tiff' }).field).toBe('render_job.params.format');
    expect(refusal({ resolution: 'huge' }).field).toBe('render_job.params.resolution');
    expect(refusal({ dpi: 'many' }).message).toBe('dpi: "many" is not a whole number');
    expect(refusal({ dpi: 2400 }).message).toBe('dpi: must be between 72 and 1200');
    expect(refusal({ range: '0' }).message).toBe('range: "0": pages start at 1');
    expect(refusal({ range: [0] }).field).toBe('render_job.params.range.0');
    expect(refusal({ preset: 'custom' }).field).toBe('render_job.params.preset');
    expect(refusal({ showStickers: 'yes' }).field).toBe('render_job.params.showStickers');
  });

  it('hashes equal settings alike, whatever their order, and different settings apart', () => {
    const a = parseRenderJobRequest(body({ range: '1-3', compress: true })).settings;
    const b = parseRenderJobRequest({
      render_job: {
        params: {
          compress: true,
          range: [3, 2, 1],
          dpi: '300',
          format: 'pdf',
          mode: 'album_softcover_inside',
          album_id: 'other',
        },
      },
    }).settings;
    expect(settingsHash(a)).toBe(settingsHash(b));
    expect(settingsHash(a)).not.toBe(settingsHash({ ...a, dpi: 301 }));
    expect(settingsHash(a)).not.toBe(settingsHash({ ...a, range: [1, 2] }));
  });

  it('takes a PDF colour mode: CMYK kept and hashed apart, RGB the default, refused when unknown', () => {
    const cmyk = parseRenderJobRequest(body({ colorMode: 'cmyk' })).settings;
    expect(cmyk.colorMode).toBe('cmyk');
    const rgb = parseRenderJobRequest(body({ colorMode: 'rgb' })).settings;
    expect(rgb).toEqual(parseRenderJobRequest(body({})).settings);
    expect(settingsHash(cmyk)).not.toBe(settingsHash(rgb));
    expect(
      parseRenderJobRequest(body({ colorMode: 'cmyk', format: 'jpg' })).settings.colorMode,
    ).toBeUndefined();
    expect(refusal({ colorMode: 'hexachrome' }).field).toBe('render_job.params.colorMode');
  });
});
