import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Include cover' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All pages' } };
export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms' } };
export const Disabled: Story = { args: { isDisabled: true } };
