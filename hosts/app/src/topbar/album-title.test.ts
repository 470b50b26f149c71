import { describe, expect, it } from 'vitest';
import { canEditTitle, checkDraft, draftOf, titleDisplay } from './album-title';

const current = { title: 'Sommerfest Fußballverein 2026', releaseDate: '2026-07-03' };

describe('titleDisplay', () => {
  it('cuts the title to 20 characters plus an ellipsis and shows the date as d.M.yyyy', () => {
    expect(titleDisplay(current, 'de')).toEqual({ title: 'Sommerfest Fußballve…', date: '3.7.2026' });
  });

  it('keeps titles of up to 20 characters whole', () => {
    expect(titleDisplay({ title: '12345678901234567890', releaseDate: null }, 'en')).toEqual({
      title: '12345678901234567890',
      date: null,
    });
  });

  it('uses d.M.yyyy in every language', () => {
    for (const language of ['de', 'en', 'fr', 'it', 'pl'] as const) {
      expect(titleDisplay({ title: 'A', releaseDate: '2026-12-24' }, language).date).toBe('24.12.2026');
    }
  });
});

describe('draftOf', () => {
  it('starts with the full title and the date as typed by users', () => {
    expect(draftOf(current, 'en')).toEqual({ title: current.title, releaseDate: '3.7.2026' });
    expect(draftOf({ title: 'X', releaseDate: null }, 'en')).toEqual({ title: 'X', releaseDate: '' });
  });
});

describe('checkDraft', () => {
  it('refuses an empty or blank title', () => {
    const result = checkDraft({ title: '   ', releaseDate: '3.7.2026' }, current);
    expect(result).toEqual({
      ok: false,
      titleErrors: [{ key: 'validation.title.required' }],
      dateErrors: [],
    });
  });

  it('refuses a date that does not exist', () => {
    const result = checkDraft({ title: 'Ok', releaseDate: '31.2.2026' }, current);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.dateErrors[0]?.key).toBe('validation.releaseDate.invalid');
  });

  it('gives the trimmed title and the ISO date, and says whether anything changed', () => {
    expect(checkDraft({ title: ' New ', releaseDate: '1.8.2026' }, current)).toEqual({
      ok: true,
      values: { title: 'New', releaseDate: '2026-08-01' },
      changed: true,
    });
    expect(checkDraft({ title: current.title, releaseDate: '03.07.2026' }, current)).toMatchObject({
      changed: false,
    });
  });

  it('allows removing the date (it is optional)', () => {
    expect(checkDraft({ title: current.title, releaseDate: '' }, current)).toEqual({
      ok: true,
      values: { title: current.title, releaseDate: null },
      changed: true,
    });
  });
});

describe('canEditTitle', () => {
  const base = { ready: true, locked: false, isAdmin: false, mode: 'edit' as const };

  it('allows editing a ready, unlocked album in edit mode', () => {
    expect(canEditTitle(base)).toBe(true);
  });

  it('forbids editing before the editor is ready, in preview mode, or on a locked album', () => {
    expect(canEditTitle({ ...base, ready: false })).toBe(false);
    expect(canEditTitle({ ...base, mode: 'preview' })).toBe(false);
    expect(canEditTitle({ ...base, locked: true })).toBe(false);
  });

  it('lets admins edit locked albums', () => {
    expect(canEditTitle({ ...base, locked: true, isAdmin: true })).toBe(true);
    expect(canEditTitle({ ...base, locked: true, isAdmin: true, ready: false })).toBe(false);
  });
});
