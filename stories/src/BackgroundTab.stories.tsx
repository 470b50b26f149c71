import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import type { Language } from '@album/i18n';
import { BackgroundTab } from '../../hosts/app/src/tabs/background/BackgroundTab';
import { setBackground } from '../../hosts/app/src/tabs/background/background';
import { AppTabHost } from './support/AppTabHost';

interface Args {
  language: Language;
  spread: 'cover' | 'double' | 'page image';
  mode: 'edit' | 'preview';
}

function makeEditor(spread: Args['spread']): Editor {
  const editor = createEditor({ document: fromNested(fixtureAlbum()) });
  if (spread === 'cover') {
    editor.setCurrentSpread(FIXTURE_IDS.spreads.cover);
    return editor;
  }
  editor.setCurrentSpread(FIXTURE_IDS.spreads.blue1);
  if (spread === 'page image') {
    setBackground(editor, FIXTURE_IDS.spreads.blue1, 'right', { kind: 'image', imageId: 'img-texture' });
  }
  return editor;
}

function BackgroundTabStory(args: Args) {
  // A new editor whenever the spread changes; the language only changes the messages.
  const [editors] = useState(() => new Map<Args['spread'], Editor>());
  if (!editors.has(args.spread)) editors.set(args.spread, makeEditor(args.spread));
  return (
    <AppTabHost editor={editors.get(args.spread)!} language={args.language} mode={args.mode}>
      <BackgroundTab onOpenTab={() => undefined} />
    </AppTabHost>
  );
}

/**
 * The background tab of the customer app on the fixture album: the cover (one page), a double spread (whole spread,
 * left or right page) and a double spread whose right page already shows a library image. Colours come from the album
 * palette or the picker, gradients from the gradient editor, images from the album's library.
 */
const meta: Meta<typeof BackgroundTabStory> = {
  title: 'App/Background tab',
  component: BackgroundTabStory,
  args: { language: 'en', spread: 'double', mode: 'edit' },
  argTypes: {
    language: { control: 'select', options: ['de', 'en', 'fr', 'it', 'pl'] },
    spread: { control: 'inline-radio', options: ['cover', 'double', 'page image'] },
    mode: { control: 'inline-radio', options: ['edit', 'preview'] },
  },
};
export default meta;

type Story = StoryObj<typeof BackgroundTabStory>;

export const DoubleSpread: Story = {};
export const Cover: Story = { args: { spread: 'cover' } };
export const PageImage: Story = { args: { spread: 'page image' } };
export const French: Story = { args: { language: 'fr' } };
export const Preview: Story = { args: { mode: 'preview' } };
