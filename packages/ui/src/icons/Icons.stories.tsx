import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../theme/contract.css';
import * as iconModule from './index.ts';

// Every icon of every set, by name; createIcon is the factory, not an icon.
const entries = Object.entries(iconModule)
  .filter(([name]) => name.endsWith('Icon') && name !== 'createIcon')
  .sort(([a], [b]) => a.localeCompare(b)) as [string, (props: { size?: number }) => React.JSX.Element][];

function IconGrid({ size }: { size?: number }) {
  return (
    <ul role="list" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: vars.space.sm, margin: 0, padding: 0 }}>
      {entries.map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: vars.space.xs,
            padding: vars.space.md,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
            fontSize: vars.font.size.xs,
          }}
        >
          <Icon size={size} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/Icons',
  component: IconGrid,
  args: { size: 24 },
  argTypes: { size: { control: { type: 'number', min: 12, max: 48 } } },
} satisfies Meta<typeof IconGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
