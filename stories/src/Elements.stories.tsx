import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyNode } from '@album/editor-core';
import { fixtureEditor } from './support/editors';
import { focusKind } from './support/focus';
import { Playground } from './support/Playground';

/** One story per element kind: the fixture album's elements of that kind, selected, on their spread. */
const meta: Meta<typeof Playground> = { title: 'Canvas/Element kinds', component: Playground };
export default meta;

type Story = StoryObj<typeof Playground>;

const kind = (type: AnyNode['type']): Story => ({
  render: () => <Playground editor={fixtureEditor} setup={focusKind(type)} />,
});

export const Text = kind('Text');
export const Rectangle = kind('Rectangle');
export const Circle = kind('Circle');
export const Line = kind('Line');
export const Image = kind('Image');
export const Group = kind('Group');
export const StickerCell = kind('StickerCell');
export const Comment = kind('Comment');
