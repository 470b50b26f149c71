import { describe, expect, it } from 'vitest';
import {
  compressEditable,
  fieldErrors,
  followCurrentSpread,
  formForPreset,
  includeCoverEditable,
  jobInputOf,
  setExportField,
  showStickersEditable,
} from './export-form';

describe('export form', () => {
  it('opens a preset with its settings of section 9', () => {
    expect(formForPreset('album_softcover')).toMatchObject({
      mode: 'album_softcover',
      format: 'pdf',
      dpi: '600',
    });
    expect(formForPreset('album_check')).toMatchObject({ format: 'jpg', dpi: '200', custom: false });
    expect(formForPreset('custom')).toMatchObject({ custom: true, preset: 'custom' });
  });

  it('keeps include cover only in album_softcover_inside and forces stickers on in mode stickers', () => {
    let form = setExportField(formForPreset('custom'), 'includeCover', true);
    expect(form.includeCover).toBe(true);
    expect(includeCoverEditable(form)).toBe(true);
    form = setExportField(form, 'mode', 'spread');
    expect(form.includeCover).toBe(false);
    expect(includeCoverEditable(form)).toBe(false);
    form = setExportField(setExportField(form, 'showStickers', false), 'mode', 'stickers');
    expect(form.showStickers).toBe(true);
    expect(showStickersEditable(form)).toBe(false);
    expect(setExportField(form, 'showStickers', false).showStickers).toBe(true);
  });

  it('offers compression for PDF only', () => {
    const form = formForPreset('custom');
    expect(compressEditable(form)).toBe(true);
    expect(compressEditable(setExportField(form, 'format', 'png'))).toBe(false);
  });

  it('answers the request body with parsed range and DPI, or the problems by field', () => {
    const ok = jobInputOf(setExportField(formForPreset('album_softcover_inside'), 'range', ' 3-4 , 7'));
    expect(ok).toEqual({
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
        range: [3, 4, 7],
      },
    });
    const bad = jobInputOf({ ...formForPreset('custom'), range: '4-2', dpi: '20' });
    expect(fieldErrors(bad, 'range').map((e) => e.key)).toEqual(['validation.range.reversed']);
    expect(fieldErrors(bad, 'dpi').map((e) => e.key)).toEqual(['validation.dpi.range']);
    expect(fieldErrors(ok, 'dpi')).toEqual([]);
  });

  it('fills the range with the spread in view on entering mode current_spread', () => {
    const inside = formForPreset('album_softcover_inside');
    expect(followCurrentSpread(inside, formForPreset('current_spread'), [4, 5]).range).toBe('4-5');
    const custom = formForPreset('custom');
    const changed = setExportField(custom, 'mode', 'current_spread');
    expect(followCurrentSpread(custom, changed, [1]).range).toBe('1');
    // Edits of the range inside the mode stay as typed; other modes keep their range.
    const typed = setExportField(changed, 'range', '8');
    expect(followCurrentSpread(changed, typed, [4, 5]).range).toBe('8');
    expect(followCurrentSpread(inside, setExportField(inside, 'range', '2'), [4, 5]).range).toBe('2');
    expect(followCurrentSpread(inside, formForPreset('current_spread'), null).range).toBe('');
  });
});
