import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/index.css';
import { cssVarName, tokens } from './tokens';

function TokenTable() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12 }}>
      {Object.entries(tokens.color).map(([name, value]) => (
        <div key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <span
            style={{
              width: 32,
              height: 32,
              borderRadius: 8,
              background: value,
              boxShadow: 'inset 0 0 0 1px rgba(0,0,0,.1)',
            }}
          />
          <code style={{ fontSize: 12 }}>
            {cssVarName('color', name as keyof typeof tokens.color)}
            <br />
            {value}
          </code>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Tokens',
  component: TokenTable,
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colour tokens; spacing, radii, type, shadows and z-indices are in the same object and stylesheet. */
export const Colours: Story = {};
