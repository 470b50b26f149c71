import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Album title', description: 'Shown on the cover and in your account.' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Our team 2026', description: undefined } };
export const Invalid: Story = {
  args: { defaultValue: '', isInvalid: true, errorMessage: 'Please enter a title.' },
};
export const ValidatedWhileTyping: Story = {
  args: {
    label: 'Title',
    description: 'At most 40 characters.',
    validationBehavior: 'aria',
    validate: (value: string) => (value.length > 40 ? 'The title may have at most 40 characters.' : null),
  },
};
export const Multiline: Story = { args: { label: 'Feedback', multiline: true, description: undefined } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Class of 2026' } };
