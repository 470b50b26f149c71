import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import '../styles/index.css';
import { Button } from '../button/Button';
import { Switch } from '../switch/Switch';
import { Popover } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { title: 'View settings', showArrow: true, children: null },
  render: (args) => (
    <DialogTrigger>
      <Button>View</Button>
      <Popover {...args}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Switch>Show grid</Switch>
          <Switch defaultSelected>Show bleed</Switch>
        </div>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutArrow: Story = { args: { showArrow: false, placement: 'bottom start' } };
