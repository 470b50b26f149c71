import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { useEditorValue } from '@album/editor-react';
import type { Language } from '@album/i18n';
import { Button } from '@album/ui';
import { chaptersOf, sameChapters } from '../../hosts/app/src/spreads/create-spread';
import { SpreadCreationDialog } from '../../hosts/app/src/spreads/SpreadCreationDialog';
import { useCreateSpread } from '../../hosts/app/src/spreads/use-create-spread';
import { layoutsOfBlueprint } from '../../hosts/app/src/tabs/layouts/blueprint-layouts';
import type { BlueprintLayoutsState } from '../../hosts/app/src/tabs/layouts/use-blueprint-layouts';
import { useAlbumLook } from '../../hosts/app/src/tabs/layouts/use-album-look';
import { AppTabHost } from './support/AppTabHost';

interface Args {
  language: Language;
  album: 'fixture' | 'noChapter';
  layouts: BlueprintLayoutsState['status'];
}

function makeEditor(album: Args['album']): Editor {
  const editor = createEditor({ document: fromNested(fixtureAlbum()) });
  editor.setCurrentSpread(FIXTURE_IDS.spreads.blue1);
  if (album === 'noChapter') {
    editor.deleteSection(FIXTURE_IDS.sections.blue);
    editor.deleteSection(FIXTURE_IDS.sections.red);
  }
  return editor;
}

/** The fixture album's own spreads stand in for the blueprint's layouts. */
function layoutsState(status: Args['layouts']): BlueprintLayoutsState {
  if (status !== 'ready') return { status };
  return { status: 'ready', blueprintId: 'story', layouts: layoutsOfBlueprint(fixtureAlbum()) };
}

function Modal({ layouts }: { layouts: Args['layouts'] }) {
  const [open, setOpen] = useState(true);
  const look = useAlbumLook();
  // Equal chapter lists keep their identity: a new array at every read would render without end.
  const chapters = useEditorValue((editor) => chaptersOf(editor), sameChapters);
  const layoutList = useMemo(() => layoutsState(layouts), [layouts]);
  // The app's real create: uploads go to the story's in-memory API, the spread into the story's editor.
  const onCreate = useCreateSpread();
  const spreads = useEditorValue((editor) => editor.getSpreads().length);
  return (
    <div style={{ padding: 16, display: 'grid', gap: 8, alignContent: 'start' }}>
      <Button onPress={() => setOpen(true)}>Open the spread creation modal</Button>
      <p data-testid="spread-count">Spreads in the album: {spreads}</p>
      <SpreadCreationDialog
        isOpen={open}
        onOpenChange={setOpen}
        layouts={layoutList}
        onRetryLayouts={() => undefined}
        look={look}
        chapters={chapters}
        defaultChapterId={FIXTURE_IDS.sections.blue}
        onCreate={onCreate}
      />
    </div>
  );
}

function SpreadCreationStory(args: Args) {
  const [editors] = useState(() => new Map<Args['album'], Editor>());
  if (!editors.has(args.album)) editors.set(args.album, makeEditor(args.album));
  return (
    <AppTabHost editor={editors.get(args.album)!} language={args.language}>
      <Modal layouts={args.layouts} />
    </AppTabHost>
  );
}

/**
 * The spread creation modal of the customer app: step 1 chooses one of the blueprint's double-page layouts (here the
 * fixture album's spreads, drawn with CanvasKit), step 2 sorts uploaded images into the sticker and the background
 * area (drag with the pointer or the keyboard, or use the move buttons); "create" uploads them to an in-memory API
 * and adds the spread to the story's album. Also: an album without chapters, layouts loading or failing.
 */
const meta: Meta<typeof SpreadCreationStory> = {
  title: 'App/Spread creation modal',
  component: SpreadCreationStory,
  args: { language: 'en', album: 'fixture', layouts: 'ready' },
  argTypes: {
    language: { control: 'select', options: ['de', 'en', 'fr', 'it', 'pl'] },
    album: { control: 'inline-radio', options: ['fixture', 'noChapter'] },
    layouts: { control: 'inline-radio', options: ['ready', 'loading', 'error'] },
  },
};
export default meta;

type Story = StoryObj<typeof SpreadCreationStory>;

export const ChooseLayout: Story = {};
export const NoChapterYet: Story = { args: { album: 'noChapter' } };
export const LayoutsLoading: Story = { args: { layouts: 'loading' } };
export const LayoutsFailed: Story = { args: { layouts: 'error' } };
export const German: Story = { args: { language: 'de' } };
