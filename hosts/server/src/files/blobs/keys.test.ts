import { describe, expect, it } from 'vitest';
import { blobKey, safeFilename, withExtension } from './keys';

describe('blob keys and names', () => {
  it('spreads keys over folders', () => {
    expect(blobKey('3f2a9c1e-0000-4000-8000-000000000000')).toBe(
      'blobs/3f/3f2a9c1e-0000-4000-8000-000000000000',
    );
  });

  it('makes file names safe for paths and headers', () => {
    expect(safeFilename('Urlaub am Meer – Tag 1.JPG')).toBe('Urlaub-am-Meer-Tag-1.JPG');
    expect(safeFilename('C:\\Users\\me\\Grüße.png')).toBe('Grusse.png');
    expect(safeFilename('../../etc/passwd')).toBe('passwd');
    expect(safeFilename('...')).toBe('file');
    expect(safeFilename('')).toBe('file');
  });

  it('replaces extensions', () => {
    expect(withExtension('photo.jpeg', 'jpg')).toBe('photo.jpg');
    expect(withExtension('photo', 'png')).toBe('photo.png');
    expect(withExtension('.hidden', 'svg')).toBe('.hidden.svg');
  });
});
