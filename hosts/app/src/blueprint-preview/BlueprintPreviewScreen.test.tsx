import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Blueprint } from '@album/api-client';
import { fixtureAlbum } from '@album/editor-core/testing';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { stubMatchMedia } from '../test/match-media';
import { createThumbnailRenderer, ThumbnailContext } from '../tabs/layouts/thumbnails';
import { BlueprintPreviewScreen } from './BlueprintPreviewScreen';

const WEDDING: Blueprint = {
  ...fixtureAlbum(),
  id: 'bp-wedding',
  title: 'Our Wedding',
  blueprint_category: 'wedding',
  cover_preview_url: null,
  sections: [],
};

const answer = (data: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify({ data }), { status }));

function renderPreview(url: string) {
  const requests: URL[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const requested = new URL(String(input), 'http://app.test');
    requests.push(requested);
    if (requested.pathname === '/api/v1/blueprints') {
      const q = requested.searchParams.get('q') ?? '';
      return answer({ blueprints: WEDDING.title.toLowerCase().includes(q.toLowerCase()) ? [WEDDING] : [] });
    }
    if (requested.pathname === `/api/v1/blueprints/${WEDDING.id}`) return answer({ blueprint: WEDDING });
    return Promise.resolve(
      new Response(JSON.stringify({ error: { code: 'not_found', message: 'Blueprint not found' } }), {
        status: 404,
      }),
    );
  });
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  // Records the scenes drawn so the test sees the applied look.
  const scenes: unknown[] = [];
  const thumbnails = createThumbnailRenderer((scene) => {
    scenes.push(scene);
    return Promise.resolve('blob:spread');
  });
  const router = createMemoryRouter(
    [
      {
        path: '/blueprint_preview',
        Component: () => (
          <ThumbnailContext.Provider value={thumbnails}>
            <BlueprintPreviewScreen />
          </ThumbnailContext.Provider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return { view, requests, scenes };
}

beforeEach(() => stubMatchMedia(() => false));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('blueprint preview page', () => {
  it('loads the blueprint by id and shows every spread under the query’s title', async () => {
    const { view, requests, scenes } = renderPreview(
      '/blueprint_preview?blueprintId=bp-wedding&blueprintName=Nothing&title=Anna%20%26%20Ben&colors=ff0000&fonts.paragraph=Lato',
    );
    const spreads = await screen.findAllByTestId('blueprint-preview-spread');
    expect(spreads.length).toBeGreaterThan(1);
    expect(spreads[0]).toHaveAccessibleName(`Spread 1 of ${spreads.length}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Anna & Ben' })).toBeInTheDocument();
    // The id wins over the name: no search was made.
    expect(requests.some((url) => url.pathname === '/api/v1/blueprints')).toBe(false);
    // The cover's automatic title shows the query's title (upper case in the fixture's style), the palette the
    // query's colour.
    const drawn = JSON.stringify(scenes);
    expect(drawn.includes('"text":"ANNA & BEN"')).toBe(true);
    expect(drawn.includes('"color":"#ff0000ff"')).toBe(true);
    // Texts without a font of their own take the query's font of their role.
    expect(drawn.includes('"fontFamily":"Lato"')).toBe(true);
    await expectNoSeriousA11yViolations(view.container);
  });

  it('searches by name and shows the first hit', async () => {
    const { requests } = renderPreview('/blueprint_preview?blueprintName=wedding');
    await screen.findAllByTestId('blueprint-preview-spread');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Wedding' })).toBeInTheDocument();
    const search = requests.find((url) => url.pathname === '/api/v1/blueprints');
    expect(search?.searchParams.get('q')).toBe('wedding');
    expect(search?.searchParams.get('attributes')).toBe('FULL');
  });

  it.each([
    ['an unknown id', '/blueprint_preview?blueprintId=missing'],
    ['a name without hits', '/blueprint_preview?blueprintName=birthday'],
    ['neither', '/blueprint_preview'],
  ])('says that no blueprint was found for %s', async (_, url) => {
    const { view } = renderPreview(url);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No blueprint matching the given name or ID was found.');
    expect(screen.queryByTestId('blueprint-preview-spread')).toBeNull();
    await expectNoSeriousA11yViolations(view.container);
  });
});
