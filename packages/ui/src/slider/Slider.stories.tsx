import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { sqrtScale } from './scale';
import { Slider } from './Slider';

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: { label: 'Opacity', defaultValue: 80, formatValue: (value: number) => `${value} %` },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Stroke widths: the square-root scale gives the thin widths most of the track. */
export const SquareRootScale: Story = {
  args: {
    label: 'Stroke width',
    defaultValue: 2,
    minValue: 0,
    maxValue: 50,
    step: 0.5,
    scale: sqrtScale,
    formatValue: (value: number) => `${value} pt`,
  },
};

export const WithoutValueLabel: Story = { args: { showValue: false } };
export const Disabled: Story = { args: { isDisabled: true } };
