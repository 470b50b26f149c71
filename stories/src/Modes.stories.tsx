import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_IDS } from '@album/editor-core/testing';
import { CanvasDndProvider, useCanvasDraggable } from '@album/editor-react';
import type { DragPayload } from '@album/editor-react';
import { fixtureEditor } from './support/editors';
import { firstOfType, focusKind } from './support/focus';
import { Playground } from './support/Playground';
import { Toolbar } from './support/Toolbar';

/** One story per interaction mode of the editor (specification section 4) and the canvas tools. */
const meta: Meta<typeof Playground> = { title: 'Canvas/Interaction modes', component: Playground };
export default meta;

type Story = StoryObj<typeof Playground>;

/** Element selection: handles (resize, scale, rotate), drag to move, shift-rotate snaps to 45 degrees. */
export const ElementSelection: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<Toolbar />} setup={focusKind('Rectangle')} />,
};

/** Spread selection: a click on a page's background selects the spread. */
export const SpreadSelection: Story = {
  render: () => (
    <Playground
      editor={fixtureEditor}
      setup={({ editor, viewport }) => {
        editor.selectSpread(FIXTURE_IDS.spreads.blue1);
        viewport.getState().fitSpread(FIXTURE_IDS.spreads.blue1);
      }}
    />
  ),
};

/** Select inside: a double-clicked group is isolated and its children are selectable; escape leaves it. */
export const SelectInsideGroup: Story = {
  render: () => (
    <Playground
      editor={fixtureEditor}
      setup={({ editor, viewport }) => {
        editor.enterInside('grp-info', 'grp-info-dot');
        viewport.getState().fitSpread(FIXTURE_IDS.spreads.blue1);
      }}
    />
  ),
};

/** Text editing in place: an accessible rich-text box over the text; escape or a click outside commits. */
export const TextEdit: Story = {
  render: () => (
    <Playground
      editor={fixtureEditor}
      setup={({ editor, viewport }) => {
        viewport.getState().fitSpread(FIXTURE_IDS.spreads.cover);
        editor.editText('cover-subtitle');
      }}
    />
  ),
};

/** Image edit (crop): drag moves the picture inside its frame (speed 0.33), the wheel zooms it. */
export const ImageEdit: Story = {
  render: () => (
    <Playground
      editor={fixtureEditor}
      setup={(handle) => {
        const image = firstOfType(handle, 'Image');
        handle.viewport.getState().fitSpread(FIXTURE_IDS.spreads.cover);
        if (image) handle.editor.editImage(image.id);
      }}
    />
  ),
};

/** The pan tool: every drag moves the view (space + drag does the same with any tool). */
export const PanTool: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<Toolbar />} initialUi={{ tool: 'pan' }} />,
};

/**
 * Insert tools: pick one in the toolbar, click on a page for the default size or drag from corner to corner (over
 * an existing element too: the tool draws, the element stays).
 */
export const InsertRectangle: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<Toolbar />} initialUi={{ tool: 'rectangle' }} />,
};

/** Preview or locked album: an element can be selected for reading, but no handles or hover outlines invite edits. */
export const ReadOnly: Story = {
  render: () => (
    <Playground
      editor={fixtureEditor}
      setup={(handle) => {
        handle.ui.getState().set({ readOnly: true });
        handle.editor.setReadOnly(true);
        const first = firstOfType(handle, 'Rectangle');
        if (first) handle.editor.select(first.id);
      }}
    />
  ),
};

function LibraryItem({ id, payload, label }: { id: string; payload: DragPayload; label: string }) {
  const drag = useCanvasDraggable(id, payload);
  return (
    <li
      ref={drag.ref}
      {...drag.props}
      style={{
        padding: 8,
        border: '1px solid #999',
        marginBottom: 6,
        background: '#fff',
        transform: drag.transform
          ? `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`
          : undefined,
      }}
    >
      {label}
    </li>
  );
}

/** Drag and drop from a library panel: images fill frames, stickers fill cells; converting asks first. */
export const DragAndDrop: Story = {
  render: () => {
    return (
      <Playground
        editor={fixtureEditor}
        aside={
          <ul style={{ listStyle: 'none', width: 180, padding: 8, margin: 0 }}>
            <LibraryItem
              id="lib-landscape"
              payload={{ kind: 'image', imageId: 'img-landscape' }}
              label="Image: landscape"
            />
            <LibraryItem
              id="lib-sticker"
              payload={{ kind: 'sticker', stickerId: FIXTURE_IDS.stickers.unplaced }}
              label="Sticker: Emil"
            />
          </ul>
        }
        wrap={(children) => (
          <CanvasDndProvider onConfirm={async (kind) => window.confirm(kind)}>{children}</CanvasDndProvider>
        )}
      />
    );
  },
};
