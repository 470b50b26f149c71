import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { IconButton } from '../button/IconButton';
import { InfoIcon, WarningIcon } from '../icons/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Last saved 21.11.2026 14:05',
    children: <IconButton icon={<InfoIcon />} aria-label="Sync status" />,
  },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover for 3 s (keyboard focus shows it at once); it hides after 5 s. */
export const Default: Story = {};

/** The danger-zone hint shows without delay. */
export const Immediate: Story = {
  args: {
    immediate: true,
    content: 'This area is cut off when printing.',
    children: <IconButton icon={<WarningIcon />} aria-label="Danger zone" variant="secondary" />,
  },
};

export const Bottom: Story = { args: { placement: 'bottom' } };
