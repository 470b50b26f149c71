import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import type { Language } from '@album/i18n';
import { ElementToolbar } from '../../hosts/app/src/toolbar/ElementToolbar';
import { AppTabHost } from './support/AppTabHost';

interface Args {
  language: Language;
  /** The selected elements (fixture ids). */
  ids: string[];
}

/**
 * The floating toolbar's row for a selection of the fixture album, outside the canvas: with an image, the filters
 * (levels, hue, saturation, tint, black and white, blend mode) and the gradient map; with several elements, the
 * arrange menu's align target (each other, page, double page) and margin.
 */
function ToolbarStory(args: Args) {
  const [editor] = useState<Editor>(() => {
    const created = createEditor({ document: fromNested(fixtureAlbum()) });
    created.selectIds(args.ids);
    return created;
  });
  return (
    <AppTabHost editor={editor} language={args.language}>
      <div style={{ padding: 16 }}>
        <ElementToolbar onOpenTab={() => undefined} />
      </div>
    </AppTabHost>
  );
}

const meta: Meta<typeof ToolbarStory> = {
  title: 'App/Toolbar/Image adjustments and arrange',
  render: (args) => <ToolbarStory {...args} />,
  args: { language: 'en', ids: ['img-flip-none'] },
  argTypes: { language: { control: 'select', options: ['de', 'en', 'fr', 'it', 'pl'] } },
};
export default meta;

type Story = StoryObj<typeof ToolbarStory>;

/** An image: open "Filters" or "Gradient map". */
export const Image: Story = {};
/** The same in German. */
export const ImageGerman: Story = { args: { language: 'de' } };
/** Three elements: "Arrange" aligns them to each other, a page or the double page, with a margin. */
export const ThreeElements: Story = { args: { ids: ['cover-banner', 'cover-title', 'cover-date'] } };
