import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmbedTheEditor } from './support/EmbedTheEditor';

/**
 * A partner's integration of the editor in under 30 lines: see `support/EmbedTheEditor.tsx` (shown in full in the
 * story's source). Everything it needs is `@album/editor-core` (the document and commands), `@album/editor-react`
 * (the canvas and hooks), `@album/fonts` (the font files) and the CanvasKit wasm served as a static asset.
 */
const meta: Meta<typeof EmbedTheEditor> = { title: 'Guides/Embed the editor', component: EmbedTheEditor };
export default meta;

export const EmbedTheEditorStory: StoryObj<typeof EmbedTheEditor> = {
  name: 'Embed the editor',
  render: () => <EmbedTheEditor />,
};
