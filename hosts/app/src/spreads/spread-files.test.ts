import { describe, expect, it, vi } from 'vitest';
import { checkSpreadFiles, uploadableFile } from './spread-files';

const file = (name: string, type: string) => new File([new Uint8Array(200)], name, { type });

describe('checkSpreadFiles', () => {
  it('accepts JPEG, PNG and GIF and warns about the rest with the spread message', async () => {
    const { accepted, warning } = await checkSpreadFiles([
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.gif', 'image/gif'),
      file('d.svg', 'image/svg+xml'),
      file('e.pdf', 'application/pdf'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png', 'c.gif']);
    expect(warning?.key).toBe('validation.upload.rejected');
    const errors = (warning?.values as { errors: Array<{ key: string; values: { name: string } }> }).errors;
    expect(errors.map((e) => [e.key, e.values.name])).toEqual([
      ['validation.upload.spreadType', 'd.svg'],
      ['validation.upload.spreadType', 'e.pdf'],
    ]);
  });

  it('has no warning when every file passes', async () => {
    expect((await checkSpreadFiles([file('a.png', 'image/png')])).warning).toBeNull();
  });
});

describe('uploadableFile', () => {
  it('turns a GIF into a PNG with the same base name and keeps other files', async () => {
    const encode = vi.fn(() => Promise.resolve(new Blob(['png'], { type: 'image/png' })));
    const png = file('photo.png', 'image/png');
    expect(await uploadableFile(png, encode)).toBe(png);
    const converted = await uploadableFile(file('Team.GIF', 'image/gif'), encode);
    expect(converted.name).toBe('Team.png');
    expect(converted.type).toBe('image/png');
    expect(encode).toHaveBeenCalledTimes(1);
  });
});
