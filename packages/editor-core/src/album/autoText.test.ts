import { describe, expect, it } from 'vitest';
import { formatReleaseDate, isAutoTextSymbol, resolveAutoText } from './autoText';
import type { AutoTextContext } from './autoText';
import { docBuilder } from './doc-builder.test-util';

function album() {
  const b = docBuilder();
  const cover = b.section('Cover', 'cover', true);
  const team = b.section('Team Blue', 'team');
  const staff = b.section('Staff', 'staff');
  b.section('Empty', 'empty');
  const [front] = b.spreads(cover, 1);
  const [t1, t2] = b.spreads(team, 2);
  const [s1] = b.spreads(staff, 2);
  b.sticker({ id: 'anna', sectionId: team, name: 'Anna', position: 'Goalkeeper' });
  b.sticker({
    id: 'ben',
    sectionId: team,
    name: 'Ben',
    position: 'Coach',
    doubleSticker: true,
    createdAt: '2026-02-01',
  });
  b.add(t1!, 'StickerCell', { id: 'cell-anna', x: 10, y: 10, width: 50, height: 70, stickerId: 'anna' });
  b.add(t1!, 'StickerCell', { id: 'cell-ben', x: 100, y: 10, width: 100, height: 70, stickerId: 'ben' });
  b.add(t1!, 'StickerCell', { id: 'cell-empty', x: 300, y: 10, width: 50, height: 70 });
  const ctx = (extra: Partial<AutoTextContext> = {}): AutoTextContext => ({
    doc: b.doc,
    meta: { title: 'Summer Cup', releaseDate: '2026-07-04' },
    spreadId: t1!,
    ...extra,
  });
  return { b, front: front!, t1: t1!, t2: t2!, s1: s1!, ctx };
}

describe('automatic text', () => {
  it('resolves the sticker symbols from the enclosing cell', () => {
    const { ctx } = album();
    expect(resolveAutoText('sticker-name', ctx({ cellId: 'cell-anna' }))).toBe('Anna');
    expect(resolveAutoText('sticker-position', ctx({ cellId: 'cell-anna' }))).toBe('Goalkeeper');
    expect(resolveAutoText('sticker-number', ctx({ cellId: 'cell-anna' }))).toBe('001');
    expect(resolveAutoText('sticker-nextnumber', ctx({ cellId: 'cell-anna' }))).toBe('');
    expect(resolveAutoText('sticker-number', ctx({ cellId: 'cell-ben' }))).toBe('002');
    expect(resolveAutoText('sticker-nextnumber', ctx({ cellId: 'cell-ben' }))).toBe('003');
    expect(resolveAutoText('sticker-name', ctx({ cellId: 'cell-empty' }))).toBe('');
    expect(resolveAutoText('sticker-number', ctx())).toBe('');
  });

  it('prefers an explicit sticker (sticker sheets draw stickers outside cells)', () => {
    const { b, ctx } = album();
    expect(
      resolveAutoText('sticker-name', ctx({ sticker: b.doc.stickers['ben']!, cellId: 'cell-anna' })),
    ).toBe('Ben');
  });

  it('resolves section, page numbers and totals', () => {
    const { ctx, front, t2 } = album();
    expect(resolveAutoText('section', ctx())).toBe('Team Blue');
    expect(resolveAutoText('section', ctx({ spreadId: null }))).toBe('');
    // 5 spreads: pages 1 | 2 3 | 4 5 | 6 7 | 8.
    expect(resolveAutoText('pagenum', ctx({ spreadId: front }))).toBe('1');
    expect(resolveAutoText('pagenum', ctx({ x: 20 }))).toBe('2');
    expect(resolveAutoText('pagenum', ctx({ x: 400 }))).toBe('3');
    expect(resolveAutoText('pagenum', ctx({ spreadId: t2, x: 240 }))).toBe('5');
    expect(resolveAutoText('pagenum', ctx({ spreadId: 'unknown' }))).toBe('');
    expect(resolveAutoText('totalpages', ctx())).toBe('8');
    expect(resolveAutoText('totalstickers', ctx())).toBe('3');
    expect(resolveAutoText('album', ctx())).toBe('Summer Cup');
  });

  it('builds a table of contents of the non-static sections that have spreads', () => {
    const { ctx } = album();
    expect(resolveAutoText('toc_sections', ctx())).toBe('Team Blue\nStaff');
    expect(resolveAutoText('toc_pages', ctx())).toBe('2\n6');
  });

  it('formats the release date as d.M.yyyy', () => {
    const { ctx } = album();
    expect(resolveAutoText('release_date', ctx())).toBe('4.7.2026');
    expect(formatReleaseDate('2026-12-31T10:00:00Z')).toBe('31.12.2026');
    expect(formatReleaseDate(null)).toBe('');
    expect(formatReleaseDate('2026-02-30')).toBe('');
    expect(formatReleaseDate('yesterday')).toBe('');
  });

  it('recognises symbols', () => {
    expect(isAutoTextSymbol('toc_pages')).toBe(true);
    expect(isAutoTextSymbol('nope')).toBe(false);
    expect(isAutoTextSymbol(3)).toBe(false);
  });
});
