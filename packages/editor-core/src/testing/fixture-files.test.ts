import { describe, expect, it } from 'vitest';
import { fixtureAlbum } from './fixture';
import { fixtureFilePath, readFixtureFile, writeFixtureFiles } from './fixture-files';
import { FIXTURE_IMAGES, fixtureImageBytes } from './images/fixture-images';

// Regenerate the committed files after changing the drawing code:
// UPDATE_FIXTURES=1 npx vitest run packages/editor-core/src/testing/fixture-files.test.ts
const update = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env
  .UPDATE_FIXTURES;

describe('committed fixture files', () => {
  it('equal the bytes the drawing code produces', () => {
    if (update === '1') writeFixtureFiles();
    for (const image of FIXTURE_IMAGES) {
      expect(readFixtureFile(image.file), image.file).toEqual(fixtureImageBytes(image.file));
    }
  });

  it('cover every blob of the fixture album', () => {
    const files = new Set(FIXTURE_IMAGES.map((i) => i.file));
    for (const image of fixtureAlbum().images) {
      for (const file of Object.values(image.blob)) expect(files.has(file!)).toBe(true);
    }
    expect(fixtureFilePath('arrow.png').endsWith('/testing/fixtures/arrow.png')).toBe(true);
  });
});
