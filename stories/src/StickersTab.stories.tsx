import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import type { Language } from '@album/i18n';
import { BulkUploadModal } from '../../hosts/app/src/tabs/stickers/BulkUploadModal';
import { StickersTab } from '../../hosts/app/src/tabs/stickers/StickersTab';
import { AppTabHost } from './support/AppTabHost';

interface Args {
  language: Language;
  album: 'fixture' | 'empty' | 'thousand';
  mode: 'edit' | 'preview';
  /** Shows the bulk upload modal with a few chosen photos (one of them refused) over the tab. */
  bulk?: boolean;
}

/** Photos as a bulk upload receives them (content is not read until upload); the GIF shows a refused file. */
function bulkFiles(): File[] {
  const names = ['Anna Berg.jpg', 'Ben Okafor.png', 'Clara Meier.jpg', 'Team photo.gif'];
  return names.map(
    (name) =>
      new File([new Uint8Array(2048)], name, { type: name.endsWith('.gif') ? 'image/gif' : 'image/jpeg' }),
  );
}

function makeEditor(album: Args['album']): Editor {
  const editor = createEditor({ document: fromNested(fixtureAlbum()) });
  if (album === 'empty') {
    editor.deleteSection(FIXTURE_IDS.sections.blue);
    editor.deleteSection(FIXTURE_IDS.sections.red);
  }
  if (album === 'thousand') {
    editor.beginGesture();
    for (let i = 0; i < 1000; i++) {
      const sectionId = i % 2 === 0 ? FIXTURE_IDS.sections.blue : FIXTURE_IDS.sections.red;
      editor.addSticker({ id: `story-${i}`, sectionId, name: `Player ${i + 1}`, position: 'Midfield' });
    }
    editor.commitGesture();
  }
  return editor;
}

function StickersTabStory(args: Args) {
  // A new editor whenever the album changes; the language only changes the messages.
  const [editors] = useState(() => new Map<Args['album'], Editor>());
  if (!editors.has(args.album)) editors.set(args.album, makeEditor(args.album));
  return (
    <AppTabHost editor={editors.get(args.album)!} language={args.language} mode={args.mode}>
      <StickersTab onOpenTab={() => undefined} />
      {args.bulk && (
        <BulkUploadModal
          initialFiles={bulkFiles()}
          sectionId={FIXTURE_IDS.sections.red}
          onClose={() => undefined}
        />
      )}
    </AppTabHost>
  );
}

/**
 * The stickers tab of the customer app on the fixture album (two chapters, one unplaced sticker), on an album
 * without chapters, and with 1,000 extra stickers to try the virtualised list. Double-click or Enter on a tile opens
 * the sticker form; the chapter handle moves a chapter with the arrow keys. Choosing several photos with the upload
 * button (or dropping them on the tab) opens the bulk upload modal, shown in the last story.
 */
const meta: Meta<typeof StickersTabStory> = {
  title: 'App/Stickers tab',
  component: StickersTabStory,
  args: { language: 'en', album: 'fixture', mode: 'edit' },
  argTypes: {
    language: { control: 'select', options: ['de', 'en', 'fr', 'it', 'pl'] },
    album: { control: 'inline-radio', options: ['fixture', 'empty', 'thousand'] },
    mode: { control: 'inline-radio', options: ['edit', 'preview'] },
  },
};
export default meta;

type Story = StoryObj<typeof StickersTabStory>;

export const Fixture: Story = {};
export const NoChapterYet: Story = { args: { album: 'empty' } };
export const ThousandStickers: Story = { args: { album: 'thousand' } };
export const German: Story = { args: { language: 'de' } };
export const Preview: Story = { args: { mode: 'preview' } };
export const BulkUpload: Story = { args: { bulk: true } };
