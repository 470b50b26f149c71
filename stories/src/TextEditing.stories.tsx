import type { Meta, StoryObj } from '@storybook/react-vite';
import { FONT_SIZES } from '@album/editor-core';
import { FIXTURE_IDS } from '@album/editor-core/testing';
import { useEditorValue, useElementProps } from '@album/editor-react';
import { fixtureEditor } from './support/editors';
import { Playground } from './support/Playground';

/**
 * In-place rich-text editing on ProseMirror. A bar built from `useElementProps().text` styles the selected words
 * while a text is open (and the whole text otherwise). The bar carries `data-album-keeps-text-edit`: pressing its
 * buttons takes the focus without ending the edit.
 */
function TextStyleBar() {
  const { text } = useElementProps();
  const editing = useEditorValue((e) => e.getSelection().mode === 'text-edit');
  if (!text.available) return <p style={{ margin: 6 }}>Select a text, then double-click it to edit.</p>;
  return (
    <div
      role="toolbar"
      aria-label="Text"
      data-album-keeps-text-edit=""
      style={{ display: 'flex', gap: 8, padding: 6, alignItems: 'center' }}
    >
      <span>{editing ? 'Styling the selected words' : 'Styling the whole text'}</span>
      <button aria-pressed={text.bold.value} onClick={() => text.bold.set(!text.bold.value)}>
        <b>B</b>
      </button>
      <button aria-pressed={text.italic.value} onClick={() => text.italic.set(!text.italic.value)}>
        <i>I</i>
      </button>
      <button aria-pressed={text.uppercase.value} onClick={() => text.uppercase.set(!text.uppercase.value)}>
        AA
      </button>
      <select
        aria-label="Size"
        value={text.fontSize.value ?? 12}
        onChange={(e) => text.fontSize.set(Number(e.target.value))}
      >
        {FONT_SIZES.map((size) => (
          <option key={size}>{size}</option>
        ))}
      </select>
      <input
        aria-label="Colour"
        type="color"
        value={(text.color.value ?? '#000000').slice(0, 7)}
        onChange={(e) => text.color.set(e.target.value)}
      />
      {(['left', 'center', 'right', 'justify'] as const).map((align) => (
        <button key={align} aria-pressed={text.align.value === align} onClick={() => text.align.set(align)}>
          {align}
        </button>
      ))}
    </div>
  );
}

const meta: Meta<typeof Playground> = {
  title: 'Canvas/Text editing',
  component: Playground,
};
export default meta;

type Story = StoryObj<typeof Playground>;

/** The fixture's text of every inline style, open in the editor: type, select words, style them, Escape commits. */
export const EditingStyledText: Story = {
  render: () => (
    <Playground
      editor={fixtureEditor}
      toolbar={<TextStyleBar />}
      setup={({ editor, viewport }) => {
        viewport.getState().fitSpread(FIXTURE_IDS.spreads.red1);
        editor.editText('red1-styles');
      }}
    />
  ),
};

/** A text selected but not open: the bar styles the whole text. */
export const WholeTextStyling: Story = {
  render: () => (
    <Playground
      editor={fixtureEditor}
      toolbar={<TextStyleBar />}
      setup={({ editor, viewport }) => {
        viewport.getState().fitSpread(FIXTURE_IDS.spreads.red1);
        editor.select('red1-styles');
      }}
    />
  ),
};
