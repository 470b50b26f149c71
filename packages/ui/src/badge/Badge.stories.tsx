import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Draft', tone: 'neutral' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'info', 'success', 'warning', 'danger'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge>Draft</Badge>
      <Badge tone="primary">New</Badge>
      <Badge tone="info">Admin</Badge>
      <Badge tone="success">Ordered</Badge>
      <Badge tone="warning">Preflight</Badge>
      <Badge tone="danger">Error</Badge>
    </div>
  ),
};
export const Count: Story = { args: { children: '3', tone: 'primary', 'aria-label': '3 new stickers' } };
