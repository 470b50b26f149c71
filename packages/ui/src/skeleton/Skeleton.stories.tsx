import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', width: 240, height: 120 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = {};
export const Text: Story = { args: { shape: 'text', width: 200, height: undefined } };
export const Circle: Story = { args: { shape: 'circle', width: undefined, height: undefined } };

/** The workspace loading state: top bar, sidebar and a spread. */
export const Workspace: Story = {
  render: () => (
    <SkeletonGroup aria-label="Loading album">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton shape="text" width={180} />
      </div>
      <div style={{ display: 'flex', gap: 12 }}>
        <Skeleton width={88} height={320} />
        <Skeleton width={480} height={320} />
      </div>
    </SkeletonGroup>
  ),
};
