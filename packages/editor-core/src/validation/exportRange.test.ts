import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExportRange, parseDpi, parseExportRange } from './exportRange';

describe('export range', () => {
  it('parses 1-3,5 with spaces stripped into sorted unique pages', () => {
    expect(parseExportRange('1-3,5')).toEqual({ ok: true, value: [1, 2, 3, 5] });
    expect(parseExportRange(' 5 , 1 - 3 ,2')).toEqual({ ok: true, value: [1, 2, 3, 5] });
    expect(parseExportRange('')).toEqual({ ok: true, value: [] });
    expect(parseExportRange('   ')).toEqual({ ok: true, value: [] });
    expect(parseExportRange('7-7')).toEqual({ ok: true, value: [7] });
  });

  it('reports every bad part', () => {
    expect(parseExportRange('1-3,a,5-2,0,1,,2-')).toEqual({
      ok: false,
      errors: [
        { key: 'validation.range.invalidPart', values: { part: 'a' } },
        { key: 'validation.range.reversed', values: { part: '5-2' } },
        { key: 'validation.range.pageTooSmall', values: { part: '0' } },
        { key: 'validation.range.invalidPart', values: { part: '' } },
        { key: 'validation.range.invalidPart', values: { part: '2-' } },
      ],
    });
    expect(parseExportRange('1-20', 18)).toEqual({
      ok: false,
      errors: [{ key: 'validation.range.outOfBounds', values: { part: '1-20', max: 18 } }],
    });
    expect(parseExportRange('1-99999999').ok).toBe(false);
  });

  it('formats pages as the shortest range text', () => {
    expect(formatExportRange([5, 1, 2, 3, 3])).toBe('1-3,5');
    expect(formatExportRange([4, 6])).toBe('4,6');
    expect(formatExportRange([])).toBe('');
  });

  it('round-trips: parse(format(pages)) is the sorted unique pages, format(parse(text)) is canonical', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 300 }), { maxLength: 60 }), (pages) => {
        const expected = [...new Set(pages)].sort((a, b) => a - b);
        const text = formatExportRange(pages);
        expect(parseExportRange(text)).toEqual({ ok: true, value: expected });
        const again = parseExportRange(text);
        expect(again.ok && formatExportRange(again.value)).toBe(text);
      }),
    );
  });
});

describe('DPI field', () => {
  it('strips spaces and accepts whole numbers from 72 to 1200', () => {
    expect(parseDpi(' 3 00 ')).toEqual({ ok: true, value: 300 });
    expect(parseDpi(600)).toEqual({ ok: true, value: 600 });
    expect(parseDpi('72').ok).toBe(true);
    expect(parseDpi('1200').ok).toBe(true);
    expect(parseDpi('71')).toEqual({
      ok: false,
      errors: [{ key: 'validation.dpi.range', values: { min: 72, max: 1200 } }],
    });
    expect(parseDpi('300dpi')).toEqual({
      ok: false,
      errors: [{ key: 'validation.dpi.invalid', values: { value: '300dpi' } }],
    });
    expect(parseDpi('').ok).toBe(false);
  });
});
