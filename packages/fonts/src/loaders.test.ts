import { describe, expect, it } from 'vitest';
import { fetchFontLoader } from './fetch-loader';
import { fontPathFor, nodeFontLoader, readFontFile } from './node';

describe('font loaders', () => {
  it('reads the vendored file from disk in Node', async () => {
    const bytes = await readFontFile('Open Sans', { bold: true, italic: false });
    expect(bytes.byteLength).toBeGreaterThan(10_000);
    expect(fontPathFor('Open Sans', { bold: true, italic: false })).toMatch(
      /fonts\/open-sans\/OpenSans_700Bold\.ttf$/,
    );
    const buffer = await nodeFontLoader('Open Sans', { bold: true, italic: false });
    expect(buffer).toBeInstanceOf(ArrayBuffer);
    expect(buffer.byteLength).toBe(bytes.byteLength);
  });

  it('fetches the catalogue file relative to the served package root in browsers', async () => {
    const asked: string[] = [];
    const fakeFetch = (async (url: URL | string) => {
      asked.push(String(url));
      return new Response(new Uint8Array([1, 2, 3]));
    }) as typeof fetch;
    const load = fetchFontLoader('https://example.test/static/fonts-pkg', fakeFetch);
    const buffer = await load('Lora', { bold: false, italic: true });
    expect(asked).toEqual(['https://example.test/static/fonts-pkg/fonts/lora/Lora_400Regular_Italic.ttf']);
    expect(new Uint8Array(buffer)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('reports a failed fetch', async () => {
    const fakeFetch = (async () => new Response('missing', { status: 404 })) as typeof fetch;
    await expect(
      fetchFontLoader('/fonts-pkg/', fakeFetch)('Lora', { bold: false, italic: false }),
    ).rejects.toThrow(/HTTP 404/);
  });
});
