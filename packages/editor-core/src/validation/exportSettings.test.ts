import { describe, expect, it } from 'vitest';
import {
  applyExportRules,
  EXPORT_PRESET_IDS,
  EXPORT_PRESETS,
  exportSettingsForPreset,
  includeCoverApplies,
  validateExportSettings,
} from './exportSettings';

describe('export presets', () => {
  it('are the presets of section 9', () => {
    expect(EXPORT_PRESET_IDS).toEqual([
      'album_softcover_inside',
      'album_softcover',
      'stickers',
      'stickerpack',
      'album_check',
      'sticker_check',
      'current_spread',
      'custom',
    ]);
    expect(EXPORT_PRESETS.album_softcover_inside).toMatchObject({
      mode: 'album_softcover_inside',
      format: 'pdf',
      dpi: '300',
      resolution: 'original',
      includeBleed: true,
    });
    expect(EXPORT_PRESETS.album_softcover).toMatchObject({ dpi: '600' });
    expect(EXPORT_PRESETS.stickers).toMatchObject({ format: 'pdf', dpi: '300', showStickers: true });
    expect(EXPORT_PRESETS.stickerpack).toMatchObject({ dpi: '300', includeCover: true });
    expect(EXPORT_PRESETS.album_check).toMatchObject({ format: 'jpg', dpi: '200' });
    expect(EXPORT_PRESETS.sticker_check).toMatchObject({ format: 'jpg', dpi: '200' });
    expect(EXPORT_PRESETS.current_spread).toMatchObject({ format: 'pdf', dpi: '300' });
    expect(EXPORT_PRESETS.custom.custom).toBe(true);
    const copy = exportSettingsForPreset('stickers');
    copy.dpi = '1';
    expect(EXPORT_PRESETS.stickers.dpi).toBe('300');
  });

  it('keep their own rules', () => {
    for (const id of EXPORT_PRESET_IDS)
      expect(applyExportRules(EXPORT_PRESETS[id])).toEqual(EXPORT_PRESETS[id]);
  });
});

describe('export rules', () => {
  it('keeps include cover only in album_softcover_inside (fixed on for the stickerpack)', () => {
    expect(includeCoverApplies('album_softcover_inside')).toBe(true);
    expect(includeCoverApplies('album_softcover')).toBe(false);
    const inside = { ...exportSettingsForPreset('custom'), includeCover: true };
    expect(applyExportRules(inside).includeCover).toBe(true);
    expect(applyExportRules({ ...inside, mode: 'album_check' }).includeCover).toBe(false);
    expect(applyExportRules({ ...inside, mode: 'stickerpack', includeCover: false }).includeCover).toBe(true);
  });

  it('forces show stickers on in mode stickers', () => {
    const settings = { ...exportSettingsForPreset('custom'), mode: 'stickers' as const, showStickers: false };
    expect(applyExportRules(settings).showStickers).toBe(true);
  });
});

describe('validating the export form', () => {
  it('turns the form into job parameters without label, preset and custom', () => {
    const form = { ...exportSettingsForPreset('album_softcover_inside'), range: '1-3, 5', dpi: ' 300 ' };
    expect(validateExportSettings(form, { pageCount: 18 })).toEqual({
      ok: true,
      value: {
        mode: 'album_softcover_inside',
        format: 'pdf',
        resolution: 'original',
        dpi: 300,
        showStickers: false,
        includeCover: false,
        includeBleed: true,
        compress: false,
        range: [1, 2, 3, 5],
      },
    });
  });

  it('keeps the CMYK colour mode for a PDF only, and leaves RGB implicit', () => {
    const pdf = { ...exportSettingsForPreset('album_softcover_inside'), colorMode: 'cmyk' as const };
    const cmyk = validateExportSettings(pdf);
    expect(cmyk.ok && cmyk.value.colorMode).toBe('cmyk');
    const rgb = validateExportSettings({ ...pdf, colorMode: 'rgb' });
    expect(rgb.ok && 'colorMode' in rgb.value).toBe(false);
    const jpg = validateExportSettings({ ...pdf, format: 'jpg' });
    expect(jpg.ok && 'colorMode' in jpg.value).toBe(false);
  });

  it('collects range and DPI errors', () => {
    const form = { ...exportSettingsForPreset('custom'), range: '1-30', dpi: 'abc' };
    const result = validateExportSettings(form, { pageCount: 18 });
    expect(result.ok === false && result.errors.map((e) => e.key)).toEqual([
      'validation.range.outOfBounds',
      'validation.dpi.invalid',
    ]);
  });
});
