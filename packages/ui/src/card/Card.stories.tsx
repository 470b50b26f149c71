import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { Badge } from '../badge/Badge';
import { Button } from '../button/Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'New stickers from your link',
    children: 'Your team uploaded stickers through the sticker link.',
    actions: <Badge tone="primary">3</Badge>,
    footer: <Button variant="primary">Collect</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = {
  args: { isSelected: true, title: 'Classic', footer: undefined, actions: undefined },
};
export const Plain: Story = { args: { title: undefined, actions: undefined, footer: undefined } };
