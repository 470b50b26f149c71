import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { Button } from '../button/Button';
import { InfoIcon } from '../icons/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: <InfoIcon />,
    title: 'No images yet',
    description: 'Upload photos to place them on your pages.',
    action: <Button variant="primary">Upload images</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutAction: Story = {
  args: { action: undefined, title: 'No comments', description: undefined },
};
