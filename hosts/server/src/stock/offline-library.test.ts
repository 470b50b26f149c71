import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LIBRARY_DIR, loadLibrary, OfflineLibrary } from './offline-library';

const photos = loadLibrary();
const library = new OfflineLibrary(photos, 'http://files.test/api/v1/stock/files');

describe('bundled offline library', () => {
  it('ships real, credited, licensed photos at most 1200 px, each once', async () => {
    expect(photos.length).toBeGreaterThanOrEqual(60);
    expect(new Set(photos.map((p) => p.id)).size).toBe(photos.length);
    let bytes = 0;
    for (const photo of photos) {
      expect(photo.photographer.length, String(photo.id)).toBeGreaterThan(1);
      expect(photo.licence, String(photo.id)).toMatch(
        /^(CC0-1\.0|CC-BY(-SA)?-\d\.0|MIT|LGPL-3\.0-only|GPL-2\.0-or-later|public-domain)$/,
      );
      expect(photo.licence_url, String(photo.id)).toMatch(/^https:\/\//);
      expect(photo.source, String(photo.id)).toMatch(/^(npm|Debian) /);
      expect(photo.tags.length, String(photo.id)).toBeGreaterThan(2);
      for (const file of [photo.file, photo.thumb]) {
        expect(existsSync(join(LIBRARY_DIR, file)), file).toBe(true);
        bytes += statSync(join(LIBRARY_DIR, file)).size;
      }
      const meta = await sharp(join(LIBRARY_DIR, photo.file)).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1200);
      expect([meta.width, meta.height]).toEqual([photo.width, photo.height]);
    }
    expect(bytes).toBeLessThan(15 * 1024 * 1024);
  });

  it('finds photos for the category default terms', async () => {
    for (const term of ['Texture', 'Teamwork', 'Sport']) {
      const page = await library.search(term, 1);
      expect(page.total_results, term).toBeGreaterThan(0);
      expect(page.photos[0]?.src.medium).toMatch(
        /^http:\/\/files\.test\/api\/v1\/stock\/files\/\d+-[a-z0-9-]+\.jpg$/,
      );
    }
  });

  it('searches tags and titles in English and German, whole words first', async () => {
    const paper = await library.search('Papier', 1);
    expect(paper.total_results).toBeGreaterThan(5);
    const coffee = await library.search('espresso cup', 1);
    expect(coffee.photos[0]?.alt).toBe('Cup of espresso');
    expect((await library.search('Löwenzahn', 1)).total_results).toBeGreaterThan(0);
    expect((await library.search('mountai', 1)).total_results).toBeGreaterThan(0);
    expect((await library.search('zebra crossing', 1)).total_results).toBe(0);
    expect((await library.search('   ', 1)).total_results).toBe(0);
  });

  it('pages 16 at a time', async () => {
    const first = await library.search('texture', 1);
    const second = await library.search('texture', 2);
    expect(first.per_page).toBe(16);
    expect(first.photos).toHaveLength(16);
    expect(second.photos.length).toBe(Math.min(16, first.total_results - 16));
    const ids = new Set([...first.photos, ...second.photos].map((p) => p.id));
    expect(ids.size).toBe(first.photos.length + second.photos.length);
    expect((await library.search('texture', 50)).photos).toEqual([]);
  });

  it('answers single photos shaped like the specification (id, photographer, src sizes)', async () => {
    const photo = await library.get(photos[0]!.id);
    expect(photo).toMatchObject({ id: photos[0]!.id, photographer: photos[0]!.photographer });
    expect(Object.keys(photo!.src).sort()).toEqual([
      'large',
      'large2x',
      'medium',
      'original',
      'small',
      'tiny',
    ]);
    expect(photo!.src.tiny).toContain('-thumb.jpg');
    expect(await library.get(999_999)).toBeNull();
  });
});
