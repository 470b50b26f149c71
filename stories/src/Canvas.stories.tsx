import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createPresenceStore, preloadCanvasKit } from '@album/editor-react';
import { FIXTURE_IDS } from '@album/editor-core/testing';
import { fixtureEditor, generatedEditor } from './support/editors';
import { Playground } from './support/Playground';
import { Toolbar } from './support/Toolbar';
import { wasmUrl } from './support/resources';

const meta: Meta<typeof Playground> = {
  title: 'Canvas/AlbumCanvas',
  component: Playground,
};
export default meta;

type Story = StoryObj<typeof Playground>;

/**
 * The fixture album: five spreads with every element kind and style. Click to select, shift-click to add, drag on a
 * page's background to lasso, drag elements (across spreads too), ctrl + wheel to zoom, wheel to scroll.
 */
export const DemoAlbum: Story = { render: () => <Playground editor={fixtureEditor} toolbar={<Toolbar />} /> };

/** A generated album of 200 spreads and 10,000 elements: only the spreads in view are drawn. */
export const LargeAlbum: Story = {
  args: { software: false },
  render: (args) => (
    <Playground editor={() => generatedEditor(200, 10_000)} toolbar={<Toolbar />} software={args.software} />
  ),
};

function Preloaded() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void preloadCanvasKit({ wasmUrl }).then(() => setReady(true));
  }, []);
  return ready ? (
    <Playground editor={() => generatedEditor(200, 10_000)} toolbar={<Toolbar />} />
  ) : (
    <p>Loading…</p>
  );
}

/**
 * The large album as an app loads it: CanvasKit is loaded and warmed up (`preloadCanvasKit`) while the album data
 * is fetched, then the album arrives.
 */
export const LargeAlbumPreloaded: Story = { render: () => <Preloaded /> };

/** The software surface (what browsers without WebGL get). */
export const SoftwareSurface: Story = { render: () => <Playground editor={fixtureEditor} software /> };

/** Print preview: bleed, the spine danger zone at the fold, no comments or placeholders. */
export const PrintPreview: Story = {
  render: () => (
    <Playground
      editor={fixtureEditor}
      toolbar={<Toolbar />}
      initialUi={{ printPreview: { enabled: true, showStickers: true } }}
      setup={({ viewport }) => viewport.getState().fitSpread(FIXTURE_IDS.spreads.blue1)}
    />
  ),
};

/** View settings: the 5 mm grid over the pages with bleed and spine danger zone, snapping on. */
export const GridAndGuides: Story = {
  render: () => (
    <Playground
      editor={fixtureEditor}
      toolbar={<Toolbar />}
      setup={({ ui, viewport }) => {
        ui.getState().setView({ grid: true, bleed: true, spine: true });
        viewport.getState().fitSpread(FIXTURE_IDS.spreads.blue1);
      }}
    />
  ),
};

/** Collaborators' selections in their colours, with their avatars. */
export const Collaborators: Story = {
  render: () => {
    const presence = createPresenceStore([
      {
        id: 'u1',
        email: 'ana.bell@example.org',
        picture: null,
        color: '#e63946',
        selection: ['cover-title'],
      },
      {
        id: 'u2',
        email: 'max.stone@example.org',
        picture: null,
        color: '#2a9d8f',
        selection: ['cover-badge'],
      },
    ]);
    return <Playground editor={fixtureEditor} presence={presence} />;
  },
};
