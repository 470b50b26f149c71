import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { Select } from './Select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Format',
    placeholder: 'Choose a format',
    options: [
      { id: 'pdf', label: 'PDF', description: 'For the print shop' },
      { id: 'jpg', label: 'JPG' },
      { id: 'png', label: 'PNG' },
      { id: 'zip', label: 'ZIP', isDisabled: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'pdf' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Please choose a format.' } };
