import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import '../styles/index.css';
import { Button } from '../button/Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete image?',
    children: 'The image is removed from the album and from every page it is placed on.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    variant: 'danger',
    onConfirm: () => {},
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete image</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const ApplyLayout: Story = {
  args: {
    title: 'Replace this page?',
    children: 'The page is not empty. Applying the layout replaces its elements.',
    confirmLabel: 'Apply layout',
    variant: 'primary',
  },
};
