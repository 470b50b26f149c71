import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64Url, randomToken, s256Challenge } from './pkce';

// jsdom has no SubtleCrypto; Node's WebCrypto is the same API the browser gives.
const crypto = webcrypto as Crypto;

describe('PKCE helpers', () => {
  it('computes the S256 challenge of the RFC 7636 appendix B example', async () => {
    expect(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', crypto)).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('writes unpadded base64url', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(base64Url(new Uint8Array([]))).toBe('');
  });

  it('makes verifiers of 43 allowed characters, different each time', () => {
    const first = randomToken(32, crypto);
    const second = randomToken(32, crypto);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
  });
});
