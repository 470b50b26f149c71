import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCanvasKit } from '@album/render-canvaskit/node';
import { nodeFontLoader } from '@album/fonts/node';
import { fixtureAlbum, fixtureImageBytes } from '@album/editor-core/testing';
import type { Surface } from 'canvaskit-wasm';
import type { RenderServices } from '../render/render-pipeline';
import { renderSettingsOf } from '../settings/render-settings';
import { RenderApp } from './RenderApp';

const PAGE_URL = 'https://albums.example/render/';
const GOOD_TOKEN = 'render-token-1';

/** The API and the file store of one album: `render_data` checks the token like the server. */
function fakeServer(): { fetch: typeof fetch; calls: string[] } {
  const calls: string[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    if (url.pathname === '/api/v1/albums/a1/render_data') {
      const token = (init?.headers as Record<string, string> | undefined)?.['x-render-token'];
      if (token !== GOOD_TOKEN) {
        const body = { error: { code: 'invalid_render_token', message: 'The render token is not valid.' } };
        return new Response(JSON.stringify(body), { status: 401 });
      }
      const album = { ...fixtureAlbum(), id: 'a1', title: 'Team Blue', releaseDate: '2026-09-01' };
      return Response.json({ data: { album } });
    }
    if (url.pathname.startsWith('/api/v1/albums/')) {
      return Response.json({ error: { code: 'not_found', message: 'No such album' } }, { status: 404 });
    }
    const file = url.pathname.split('/').pop()!;
    return new Response(new Uint8Array(fixtureImageBytes(file)));
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

interface DrawnPage {
  width: number;
  height: number;
  /** Share of pixels that are not paper white. */
  inked: number;
}

function services(fetchImpl: typeof fetch, drawn: DrawnPage[] = []): RenderServices {
  return {
    fetch: fetchImpl,
    loadCanvasKit: () => loadCanvasKit(),
    fonts: nodeFontLoader,
    // jsdom has no 2D canvas: draw on a raster surface of the canvas's size and read its pixels back.
    makeSurface: (ck, canvas) => {
      const surface = ck.MakeSurface(canvas.width, canvas.height);
      if (!surface) return null;
      const flush = surface.flush.bind(surface);
      (surface as Surface).flush = () => {
        flush();
        const image = surface.makeImageSnapshot();
        const pixels = image.readPixels(0, 0, {
          width: canvas.width,
          height: canvas.height,
          colorType: ck.ColorType.RGBA_8888,
          alphaType: ck.AlphaType.Unpremul,
          colorSpace: ck.ColorSpace.SRGB,
        }) as Uint8Array;
        image.delete();
        let inked = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          if (pixels[i]! < 250 || pixels[i + 1]! < 250 || pixels[i + 2]! < 250) inked++;
        }
        drawn.push({ width: canvas.width, height: canvas.height, inked: inked / (pixels.length / 4) });
      };
      return surface;
    },
  };
}

function show(search: string, fetchImpl: typeof fetch, languages = ['en'], drawn?: DrawnPage[]) {
  const settings = renderSettingsOf(search, PAGE_URL);
  return render(
    <RenderApp settings={settings} services={services(fetchImpl, drawn)} languages={languages} />,
  );
}

afterEach(() => {
  delete document.body.dataset.renderState;
  delete document.body.dataset.pageCount;
  delete window.__renderDone;
});

describe('RenderScreen', () => {
  it('says in the browser’s language that a wrong token cannot render, and signals the error', async () => {
    const server = fakeServer();
    show('?album_id=a1&token=wrong', server.fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveProperty(
      'textContent',
      'This render link is not valid: the render token is wrong, has expired or belongs to another album.' +
        'The render token is not valid.',
    );
    expect(alert.dataset.failure).toBe('token');
    await waitFor(() => expect(document.body.dataset.renderState).toBe('error'));
    expect(window.__renderDone).toBe(true);
    expect(document.querySelectorAll('[data-page]')).toHaveLength(0);
  });

  it('translates the error, and tells an unknown album and an incomplete link apart', async () => {
    const server = fakeServer();
    const german = show('?album_id=a1&token=wrong', server.fetch, ['de-CH', 'en']);
    expect((await screen.findByRole('alert')).textContent).toContain('Dieser Render-Link ist ungültig');
    german.unmount();
    const unknown = show('?album_id=zz&token=x', server.fetch);
    expect((await screen.findByRole('alert')).dataset.failure).toBe('not-found');
    unknown.unmount();
    show('?token=x', server.fetch, ['fr']);
    const incomplete = await screen.findByRole('alert');
    expect(incomplete.dataset.failure).toBe('incomplete-link');
    expect(incomplete.textContent).toContain('Ce lien de rendu est incomplet');
    expect(server.calls.filter((path) => path.includes('render_data'))).toHaveLength(2);
  });

  it('draws every page of the query with bleed, slug and marks, then signals done', async () => {
    const server = fakeServer();
    const drawn: DrawnPage[] = [];
    show(
      `?album_id=a1&token=${GOOD_TOKEN}&mode=spread&range=2-4&includeBleed=1&dpi=20`,
      server.fetch,
      ['en'],
      drawn,
    );
    await waitFor(() => expect(window.__renderDone).toBe(true), { timeout: 30_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.dataset.renderState).toBe('done');
    expect(window.__renderDone).toBe(true);
    const sections = [...document.querySelectorAll<HTMLElement>('section[data-page]')];
    // Pages 2-3 and 4-5 are the two double spreads after the cover.
    expect(sections.map((s) => [s.dataset.page, s.dataset.pageName])).toEqual([
      ['1', expect.any(String)],
      ['2', expect.any(String)],
    ]);
    expect(document.body.dataset.pageCount).toBe('2');
    // A double spread with 2 mm bleed and 8 mm slug on each side: (460 + 20) × (297 + 20) mm at 20 dpi.
    expect(drawn.map((p) => [p.width, p.height])).toEqual([
      [378, 250],
      [378, 250],
    ]);
    for (const page of drawn) expect(page.inked).toBeGreaterThan(0.2);
    const canvas = sections[0]!.querySelector('canvas')!;
    expect(canvas.style.width).toBe('480mm');
    expect(canvas.getAttribute('aria-label')).toMatch(/^Page 1 of 2/);
    expect(server.calls.some((path) => path.endsWith('.png') || path.endsWith('.jpg'))).toBe(true);
  });
});
