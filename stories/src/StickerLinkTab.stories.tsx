import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Album, AlbumImage, AlbumPatch, ApiClient, MergeResult, StickerUpload } from '@album/api-client';
import { createEditor, DEFAULT_CROP, fromNested } from '@album/editor-core';
import type { Editor, Sticker } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import type { Language } from '@album/i18n';
import { AlbumSessionContext, useAlbumSession } from '../../hosts/app/src/album/album-session';
import { ServicesContext, useServices } from '../../hosts/app/src/app/services';
import { NewUploadsCard } from '../../hosts/app/src/tabs/sticker-link/NewUploadsCard';
import { StickerLinkTab } from '../../hosts/app/src/tabs/sticker-link/StickerLinkTab';
import { AppTabHost } from './support/AppTabHost';

interface Args {
  language: Language;
  screen: 'panel' | 'uploads';
  enabled: boolean;
  mode: 'edit' | 'preview';
}

/** A sticker photo drawn in SVG (a head and shoulders on a coloured background), as a data URL. */
function portrait(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="700" viewBox="0 0 500 700">
<rect width="500" height="700" fill="hsl(${hue} 55% 72%)"/>
<circle cx="250" cy="260" r="110" fill="hsl(${hue} 30% 35%)"/>
<path d="M60 700c0-150 85-240 190-240s190 90 190 240z" fill="hsl(${hue} 30% 35%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function upload(
  id: string,
  name: string,
  lastName: string | null,
  position: string | null,
  hue: number,
): StickerUpload {
  const url = portrait(hue);
  const image: AlbumImage = {
    id: `img-${id}`,
    model: 'sticker',
    blob: { small: url, medium: url, large: url },
    // A face the photo check already found, so no detection request is needed in the story.
    details: { width: 500, height: 700, face: { x: 140, y: 150, width: 220, height: 220 } },
  };
  return {
    id,
    name,
    last_name: lastName,
    position,
    image,
    section_id: 'sec-red',
    merged_at: null,
    created_at: '2026-11-27T08:00:00.000Z',
  };
}

const UPLOADS: StickerUpload[] = [
  upload('u1', 'Mia', 'Rossi', 'Striker', 200),
  upload('u2', 'Jonas', 'Weber', 'Goalkeeper', 30),
  {
    ...upload('u3', 'Lea', null, 'Captain and left wing back, 2nd team', 120),
    photo_check: {
      ok: false,
      checks: [
        { code: 'face', ok: true },
        { code: 'sharpness', ok: false },
      ],
    },
  } as StickerUpload,
  upload('u4', 'Noah', 'Schmidt', null, 280),
];

/** The in-memory server of the story: album settings, the pending uploads, merge and delete. */
function StoryServer({ args, editor, children }: { args: Args; editor: Editor; children: ReactNode }) {
  const outer = useAlbumSession();
  const services = useServices();
  const [album, setAlbum] = useState<Album>(
    () =>
      ({
        ...outer.album,
        title: 'FC Example 2026',
        stickerUploadEnabled: args.enabled,
        stickerUploadWhiteLabel: false,
        stickerUploadContent: 'Send us your best photo for the club album by Friday!',
        stickerUploadCustomDomain: null,
        stickerUploadRequirePosition: false,
        stickerUploadsPath: '/s/k3Jx9QpL2mNw',
      }) as Album,
  );
  const [api] = useState(() => {
    let stored = [...UPLOADS];
    const stickerUploads = {
      list: async () => stored,
      delete: async (id: string) => {
        stored = stored.filter((u) => u.id !== id);
      },
      merge: async (_albumId: string, ids: string[]): Promise<MergeResult> => {
        const merged = stored.filter((u) => ids.includes(u.id));
        stored = stored.filter((u) => !ids.includes(u.id));
        const stickers: Sticker[] = merged.map((u) => ({
          id: `st-${u.id}`,
          name: [u.name, u.last_name].filter(Boolean).join(' '),
          position: u.position ?? '',
          doubleSticker: false,
          image: u.image!.id,
          sectionId: u.section_id ?? 'sec-blue',
          stickerLayout: 'default',
          cellLayout: 'default',
          createdAt: new Date().toISOString(),
          ...DEFAULT_CROP,
        }));
        // What the live sync does in the app: the merged stickers reach the editor.
        editor.addImages(merged.map((u) => u.image!));
        for (const sticker of stickers) editor.addSticker(sticker);
        return { merged_at: new Date().toISOString(), stickers, version: 2 };
      },
    };
    return { ...services.api, stickerUploads } as unknown as ApiClient;
  });
  const session = {
    ...outer,
    album,
    mode: args.mode,
    updateAlbum: async (patch: AlbumPatch) => {
      const updated = { ...album, ...patch } as Album;
      setAlbum(updated);
      return updated;
    },
  };
  return (
    <ServicesContext.Provider value={{ ...services, api }}>
      <AlbumSessionContext.Provider value={session}>{children}</AlbumSessionContext.Provider>
    </ServicesContext.Provider>
  );
}

function StickerLinkStory(args: Args) {
  const [editor] = useState(() => createEditor({ document: fromNested(fixtureAlbum()) }));
  return (
    <AppTabHost editor={editor} language={args.language} mode={args.mode}>
      <StoryServer key={`${args.enabled}-${args.mode}`} args={args} editor={editor}>
        {args.screen === 'panel' ? (
          <StickerLinkTab
            onOpenTab={() => undefined}
            domains={[null, 'sticker.example.com', 'fotos.example.org']}
          />
        ) : (
          <div className="tab-panel" style={{ width: '100%' }}>
            <NewUploadsCard />
          </div>
        )}
      </StoryServer>
    </AppTabHost>
  );
}

/**
 * The organiser's side of the sticker link (issue #24): the sticker link panel (status, link with copy and share,
 * settings with the fixed list of domains) and the stickers tab's card of new uploads, whose button opens the
 * uploads modal (one upload has a position longer than 30 characters and is left out of the submit; one carries a
 * photo check warning). The API is in memory: saving settings, deleting and merging work.
 */
const meta: Meta<typeof StickerLinkStory> = {
  title: 'App/Sticker link',
  component: StickerLinkStory,
  args: { language: 'en', screen: 'panel', enabled: true, mode: 'edit' },
  argTypes: {
    language: { control: 'select', options: ['de', 'en', 'fr', 'it', 'pl'] },
    screen: { control: 'inline-radio', options: ['panel', 'uploads'] },
    enabled: { control: 'boolean' },
    mode: { control: 'inline-radio', options: ['edit', 'preview'] },
  },
};
export default meta;

type Story = StoryObj<typeof StickerLinkStory>;

export const Panel: Story = {};
export const Inactive: Story = { args: { enabled: false } };
export const NewUploads: Story = { args: { screen: 'uploads' } };
export const German: Story = { args: { language: 'de' } };
export const Preview: Story = { args: { mode: 'preview' } };
