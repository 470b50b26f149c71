import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './encoding';

describe('chooseEncoding', () => {
  it('prefers brotli when the client accepts it as well as gzip', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=1.0, gzip;q=0.8')).toBe('br');
  });

  it('follows the q-values', () => {
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
  });

  it('reads * as any coding not named', () => {
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
  });

  it('answers plain bytes to clients that name nothing they accept', () => {
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });

  it('reads a header given several times', () => {
    expect(chooseEncoding(['identity', 'gzip'])).toBe('gzip');
  });
});
