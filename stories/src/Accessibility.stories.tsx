import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureEditor } from './support/editors';
import { Playground } from './support/Playground';
import { ScreenReaderView } from './support/ScreenReaderView';

/**
 * The canvas by keyboard and screen reader (issue #23). Above the canvas: what a screen reader reads (the mirror of
 * the open spread) and hears (the live region). Tab into the canvas, then Tab or the arrow keys walk the elements,
 * Enter selects (Shift+Enter adds), arrows move a selected element, Alt+arrows resize, R rotates, Enter on a
 * selected group goes inside, Escape leaves, Page Down goes to the next spread. Pick a shape tool and press Enter
 * on the canvas to insert it. The orange ring is the keyboard focus, drawn by the overlay.
 */
const meta: Meta<typeof Playground> = { title: 'Canvas/Keyboard and screen reader', component: Playground };
export default meta;

type Story = StoryObj<typeof Playground>;

export const MirrorAndAnnouncer: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<ScreenReaderView />} />,
};

/** The rectangle tool chosen: Enter on the focused canvas inserts a rectangle in the middle of the visible page. */
export const InsertByKeyboard: Story = {
  render: () => (
    <Playground editor={fixtureEditor} toolbar={<ScreenReaderView />} initialUi={{ tool: 'rectangle' }} />
  ),
};
