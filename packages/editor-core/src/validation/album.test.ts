import { describe, expect, it } from 'vitest';
import { isTitleEditable, truncateForDisplay, validateAlbumTitle, validateReleaseDate } from './album';

describe('album title', () => {
  it('is required and trimmed', () => {
    expect(validateAlbumTitle('  Summer Cup ')).toEqual({ ok: true, value: 'Summer Cup' });
    expect(validateAlbumTitle('   ')).toEqual({ ok: false, errors: [{ key: 'validation.title.required' }] });
    expect(validateAlbumTitle('')).toEqual({ ok: false, errors: [{ key: 'validation.title.required' }] });
  });

  it('is shown cut to 20 characters plus an ellipsis', () => {
    expect(truncateForDisplay('Sommerfest Fußballverein 2026')).toBe('Sommerfest Fußballve…');
    expect(truncateForDisplay('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(truncateForDisplay('⚽'.repeat(21))).toBe(`${'⚽'.repeat(20)}…`);
    expect(truncateForDisplay('abcdef', 3)).toBe('abc…');
  });

  it('can be edited only when the editor is ready and the album is not locked', () => {
    expect(isTitleEditable({ ready: true, locked: false })).toBe(true);
    expect(isTitleEditable({ ready: false, locked: false })).toBe(false);
    expect(isTitleEditable({ ready: true, locked: true })).toBe(false);
  });
});

describe('release date', () => {
  it('accepts ISO and d.M.yyyy dates and normalises to ISO', () => {
    expect(validateReleaseDate('2026-07-04')).toEqual({ ok: true, value: '2026-07-04' });
    expect(validateReleaseDate('4.7.2026')).toEqual({ ok: true, value: '2026-07-04' });
    expect(validateReleaseDate(' 29.02.2028 ')).toEqual({ ok: true, value: '2028-02-29' });
  });

  it('is optional', () => {
    expect(validateReleaseDate('')).toEqual({ ok: true, value: null });
    expect(validateReleaseDate(null)).toEqual({ ok: true, value: null });
  });

  it('rejects dates that do not exist and other text', () => {
    for (const bad of ['31.2.2026', '2026-13-01', 'tomorrow', '4/7/2026', '29.2.2026']) {
      expect(validateReleaseDate(bad)).toEqual({
        ok: false,
        errors: [{ key: 'validation.releaseDate.invalid', values: { value: bad } }],
      });
    }
  });
});
