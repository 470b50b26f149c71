import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Page', defaultValue: 4, minValue: 1, maxValue: 52 },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutSteppers: Story = { args: { showSteppers: false } };
export const Percent: Story = {
  args: {
    label: 'Opacity',
    defaultValue: 0.8,
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    formatOptions: { style: 'percent' },
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'This page does not exist.' } };
