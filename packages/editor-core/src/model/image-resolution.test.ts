import { describe, expect, it } from 'vitest';
import { pickBlob, resolutionForSize } from './image-resolution';

describe('resolutionForSize', () => {
  it('buckets by size', () => {
    expect(resolutionForSize(0)).toBe('small');
    expect(resolutionForSize(99.9)).toBe('small');
    expect(resolutionForSize(100)).toBe('medium');
    expect(resolutionForSize(499)).toBe('medium');
    expect(resolutionForSize(500)).toBe('large');
    expect(resolutionForSize(999)).toBe('large');
    expect(resolutionForSize(1000)).toBe('full');
    expect(resolutionForSize(Number.NaN)).toBe('full');
  });
});

describe('pickBlob', () => {
  const all = { blob: { small: 's', medium: 'm', large: 'l', full: 'f', original: 'o' } };

  it('picks the matching rendition', () => {
    expect(pickBlob(all, 50)).toBe('s');
    expect(pickBlob(all, 200)).toBe('m');
    expect(pickBlob(all, 700)).toBe('l');
    expect(pickBlob(all, 4000)).toBe('f');
  });

  it('falls back to larger, then the original, then smaller', () => {
    expect(pickBlob({ blob: { large: 'l', small: 's' } }, 200)).toBe('l');
    expect(pickBlob({ blob: { original: 'o', small: 's' } }, 200)).toBe('o');
    expect(pickBlob({ blob: { small: 's', medium: 'm' } }, 2000)).toBe('m');
    expect(pickBlob({ blob: { filename: 'x.png' } }, 2000)).toBeNull();
    expect(pickBlob({ blob: { medium: '', small: 's' } }, 200)).toBe('s');
  });
});
