import { describe, expect, it } from 'vitest';
import { formatSize, MAX_UPLOAD_BYTES, MIN_UPLOAD_BYTES } from './limits';

describe('formatSize', () => {
  it('says sizes as people read them, in binary units', () => {
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(MIN_UPLOAD_BYTES)).toBe('105 bytes');
    expect(formatSize(64 * 1024)).toBe('64 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(MAX_UPLOAD_BYTES)).toBe('16 MB');
    expect(formatSize(20.25 * 1024 * 1024)).toBe('20.3 MB');
  });
});
