import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { Button } from '../button/Button';
import { IconButton } from '../button/IconButton';
import { ChevronDownIcon, CloseIcon, InfoIcon } from '../icons/icons';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserMenu: Story = {
  render: () => (
    <MenuTrigger>
      <IconButton icon={<InfoIcon />} aria-label="User menu" variant="secondary" />
      <Menu>
        <MenuSection title="Account">
          <MenuItem id="profile">Profile</MenuItem>
          <MenuItem id="settings" shortcut="⌘,">
            Settings
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" icon={<CloseIcon />} isDanger>
          Log out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

export const ZoomPresets: Story = {
  render: () => (
    <MenuTrigger>
      <Button variant="ghost" icon={<ChevronDownIcon />}>
        100%
      </Button>
      <Menu selectionMode="single" defaultSelectedKeys={['100']} aria-label="Zoom">
        <MenuItem id="50">50%</MenuItem>
        <MenuItem id="100">100%</MenuItem>
        <MenuItem id="200">200%</MenuItem>
        <MenuItem id="300">300%</MenuItem>
        <MenuSeparator />
        <MenuItem id="fit" description="Whole spread in view">
          Fit
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};
