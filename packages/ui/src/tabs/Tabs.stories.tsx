import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../styles/index.css';
import { Badge } from '../badge/Badge';
import { InfoIcon, WarningIcon } from '../icons/icons';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const tabs = [
  { id: 'onboarding', label: 'Start' },
  { id: 'stickers', label: 'Stickers' },
  { id: 'images', label: 'Images' },
  { id: 'layouts', label: 'Layouts' },
  { id: 'styles', label: 'Styles' },
  { id: 'background', label: 'Background' },
  { id: 'settings', label: 'Settings' },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { variant: 'horizontal', defaultSelectedKey: 'images' },
  argTypes: { variant: { control: 'inline-radio', options: ['horizontal', 'sidebar', 'bottom-bar'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Workspace">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} icon={<InfoIcon />}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} style={{ padding: 16 }}>
          {tab.label} panel
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};

export const Sidebar: Story = {
  args: { variant: 'sidebar' },
  decorators: [(Story) => <div style={{ height: 480 }}>{Story()}</div>],
};

function BottomBarDemo() {
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState<string>('images');
  return (
    <div
      style={{
        width: 390,
        border: '1px solid #e2e8f0',
        display: 'flex',
        flexDirection: 'column',
        height: 420,
      }}
    >
      <Tabs
        variant="bottom-bar"
        selectedKey={selected}
        onSelectionChange={(key) => {
          setSelected(String(key));
          setOpen(true);
        }}
        style={{ flex: 1, flexDirection: 'column-reverse', justifyContent: 'flex-start' }}
      >
        <TabList aria-label="Workspace" onActiveTabPress={() => setOpen((wasOpen) => !wasOpen)}>
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              id={tab.id}
              icon={<WarningIcon />}
              badge={tab.id === 'stickers' ? <Badge tone="primary">3</Badge> : undefined}
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id} style={{ padding: 16 }} hidden={!open}>
            {tab.label} panel (tap the active tab to close it)
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

/** The phone tab bar: 70 px tabs that scroll sideways; tapping the active tab closes its panel. */
export const BottomBar: Story = { render: () => <BottomBarDemo /> };
