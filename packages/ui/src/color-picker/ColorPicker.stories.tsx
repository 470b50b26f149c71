import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../styles/index.css';
import { ColorPicker, InlineColorPicker } from './ColorPicker';

const palette = ['#0F172A', '#FFFFFF', '#E11D48', '#F97316', '#FACC15', '#16A34A', '#2563EB', '#7C3AED'];
const labels = { label: 'Fill colour', swatches: 'Album colours', hex: 'Hex' };

const meta = {
  title: 'UI/ColorPicker',
  component: ColorPicker,
  args: { labels, swatches: palette, defaultValue: '#2563EB' },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InPopover: Story = {};
export const SwatchesOnly: Story = { args: { showArea: false } };

function InlineDemo() {
  const [colour, setColour] = useState('#E11D48');
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <InlineColorPicker
        labels={{ ...labels, label: 'Primary colour' }}
        swatches={palette}
        value={colour}
        onChange={setColour}
      />
      <output style={{ width: 64, height: 64, borderRadius: 8, background: colour }} aria-label={colour} />
    </div>
  );
}

export const Inline: Story = { render: () => <InlineDemo /> };
