import { describe, expect, it } from 'vitest';
import { BlobUrlSigner, URL_WINDOW_SECONDS } from './url-signer';

const signer = new BlobUrlSigner(Buffer.alloc(32, 9), 'https://albums.example');
const other = new BlobUrlSigner(Buffer.alloc(32, 8), 'https://albums.example');
const id = '3f2a9c1e-0000-4000-8000-000000000000';

function query(url: string) {
  const parsed = new URL(url);
  return {
    exp: parsed.searchParams.get('exp') ?? undefined,
    sig: parsed.searchParams.get('sig') ?? undefined,
  };
}

describe('BlobUrlSigner', () => {
  const t0 = Date.UTC(2026, 0, 1, 0, 0, 0);

  it('makes one stable URL per window, valid for one to two windows', () => {
    const first = signer.url(id, 'photo-medium.jpg', t0 + 1000);
    const later = signer.url(id, 'photo-medium.jpg', t0 + (URL_WINDOW_SECONDS - 1) * 1000);
    expect(later).toBe(first);
    expect(first).toMatch(
      /^https:\/\/albums\.example\/api\/v1\/blobs\/3f2a9c1e-[^/]+\/photo-medium\.jpg\?exp=\d+&sig=/,
    );
    const { exp, sig } = query(first);
    expect(signer.verify(id, exp, sig, t0 + 1000)).toBe('ok');
    expect(signer.verify(id, exp, sig, t0 + (2 * URL_WINDOW_SECONDS - 1) * 1000)).toBe('ok');
    expect(signer.verify(id, exp, sig, t0 + 2 * URL_WINDOW_SECONDS * 1000)).toBe('expired');
  });

  it('refuses other blobs, other keys, changed expiries and garbage', () => {
    const { exp, sig } = query(signer.url(id, 'x.jpg', t0));
    expect(signer.verify('another-id', exp, sig, t0)).toBe('invalid');
    expect(other.verify(id, exp, sig, t0)).toBe('invalid');
    expect(signer.verify(id, String(Number(exp) + URL_WINDOW_SECONDS), sig, t0)).toBe('invalid');
    expect(signer.verify(id, exp, undefined, t0)).toBe('invalid');
    expect(signer.verify(id, 'soon', sig, t0)).toBe('invalid');
    expect(signer.verify(id, exp, 'short', t0)).toBe('invalid');
  });

  it('escapes file names in the path', () => {
    expect(signer.url(id, 'a b#c.jpg', t0)).toContain('/a%20b%23c.jpg?');
  });
});
