import type { Meta, StoryObj } from '@storybook/react-vite';
import { createPresenceStore } from '@album/editor-react';
import { fixtureEditor } from './support/editors';
import { focusKind } from './support/focus';
import {
  FloatingToolbarExample,
  UseEditorExample,
  UseElementPropsExample,
  UseHistoryExample,
  UsePresenceExample,
  UseSelectionExample,
  UseSpreadExample,
  UseToolExample,
  UseViewportExample,
} from './support/HookExamples';
import { Playground } from './support/Playground';

/** Each hook of the package in a minimal, unstyled example above the canvas. */
const meta: Meta<typeof Playground> = { title: 'Hooks', component: Playground };
export default meta;

type Story = StoryObj<typeof Playground>;

export const UseEditor: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<UseEditorExample />} />,
};
export const UseSelection: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<UseSelectionExample />} />,
};
export const UseTool: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<UseToolExample />} />,
};
export const UseViewport: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<UseViewportExample />} />,
};
export const UseHistory: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<UseHistoryExample />} />,
};
export const UseSpread: Story = {
  render: () => <Playground editor={fixtureEditor} toolbar={<UseSpreadExample />} />,
};
export const UseFloatingToolbar: Story = {
  render: () => (
    <Playground editor={fixtureEditor} toolbar={<FloatingToolbarExample />} setup={focusKind('Circle')} />
  ),
};
export const UseElementProps: Story = {
  render: () => (
    <Playground editor={fixtureEditor} toolbar={<UseElementPropsExample />} setup={focusKind('Image')} />
  ),
};
export const UsePresence: Story = {
  render: () => {
    const store = createPresenceStore([
      {
        id: 'u1',
        email: 'ana.bell@example.org',
        picture: null,
        color: '#e63946',
        selection: ['cover-title'],
      },
    ]);
    return (
      <Playground editor={fixtureEditor} presence={store} toolbar={<UsePresenceExample store={store} />} />
    );
  },
};
