import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { CloseIcon, InfoIcon } from '../icons/icons';
import { Button } from './Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Order album', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = { args: { icon: <InfoIcon />, children: 'Help', variant: 'secondary' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Pending: Story = { args: { isPending: true } };

export const IconOnly: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton icon={<CloseIcon />} aria-label="Close" />
      <IconButton icon={<InfoIcon />} aria-label="Help" variant="secondary" />
      <IconButton icon={<CloseIcon />} aria-label="Delete" variant="danger" size="sm" />
    </div>
  ),
};
