import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import type { Language } from '@album/i18n';
import { Button } from '@album/ui';
import { ShortcutsDialog } from '../../hosts/app/src/shortcuts/ShortcutsDialog';
import { ShortcutsHost } from '../../hosts/app/src/shortcuts/ShortcutsHost';
import { SkipLink } from '../../hosts/app/src/shortcuts/SkipLink';
import { HelpMenu } from '../../hosts/app/src/topbar/HelpMenu';
import { AppTabHost } from './support/AppTabHost';

interface Args {
  language: Language;
  /** Show ⌘ and ⇧ as on a Mac (the app reads the browser's platform). */
  apple: boolean;
}

/** The dialog alone, open, in the chosen language and platform. */
function DialogStory(args: Args) {
  const [editor] = useState<Editor>(() => createEditor({ document: fromNested(fixtureAlbum()) }));
  const [open, setOpen] = useState(true);
  return (
    <AppTabHost editor={editor} language={args.language}>
      <div style={{ padding: 16 }}>
        <Button onPress={() => setOpen(true)}>Open the keyboard shortcuts</Button>
        <ShortcutsDialog isOpen={open} onOpenChange={setOpen} apple={args.apple} />
      </div>
    </AppTabHost>
  );
}

/**
 * The workspace wiring: Tab from the page reaches the skip link first, which moves focus to the canvas (a stand-in
 * here); `?` on the canvas or "Keyboard shortcuts" in the help menu opens the dialog, and closing it gives focus back.
 */
function WorkspaceStory(args: Args) {
  const [editor] = useState<Editor>(() => createEditor({ document: fromNested(fixtureAlbum()) }));
  return (
    <AppTabHost editor={editor} language={args.language}>
      <ShortcutsHost>
        <div style={{ position: 'relative', display: 'grid', gap: 8, padding: 16 }}>
          <SkipLink />
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <HelpMenu />
          </div>
          <div
            data-album-canvas=""
            role="application"
            aria-label="Album canvas"
            tabIndex={0}
            style={{ height: 240, border: '1px dashed currentColor', display: 'grid', placeItems: 'center' }}
          >
            Focus here and press ?
          </div>
        </div>
      </ShortcutsHost>
    </AppTabHost>
  );
}

/**
 * The keyboard shortcuts dialog of the customer app (issue #23): every shortcut the editor handles, grouped
 * (selection, editing, arrange, view, history), Ctrl or ⌘ by platform, searchable, in five languages.
 */
const meta: Meta<typeof DialogStory> = {
  title: 'App/Keyboard shortcuts',
  component: DialogStory,
  args: { language: 'en', apple: false },
  argTypes: {
    language: { control: 'select', options: ['de', 'en', 'fr', 'it', 'pl'] },
    apple: { control: 'boolean' },
  },
};
export default meta;

type Story = StoryObj<typeof DialogStory>;

export const Dialog: Story = {};
export const OnAMac: Story = { args: { apple: true } };
export const German: Story = { args: { language: 'de' } };
export const InTheWorkspace: Story = { render: (args) => <WorkspaceStory {...args} /> };
