import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'photo.jpg', value: 40 },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Indeterminate: Story = { args: { label: 'Rendering PDF', isIndeterminate: true } };
export const WithoutValue: Story = { args: { showValue: false } };
