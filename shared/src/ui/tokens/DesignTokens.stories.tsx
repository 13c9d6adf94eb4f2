// The design tokens of the UI kit, as designers review them: every colour, the type scale, the spacing
// scale, radii and shadows, read from tokens.ts (the same values as the CSS custom properties).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { tokens } from './tokens';

const meta = { title: 'Design tokens', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const kebab = (name: string) => name.replace(/[A-Z0-9]+/g, (m) => `-${m.toLowerCase()}`);

function Table({ caption, children }: { caption: string; children: ReactNode }) {
  const cell: CSSProperties = { textAlign: 'left', padding: '0.5rem', borderBottom: '1px solid #cfd8dc' };
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: '48rem' }}>
      <caption style={{ textAlign: 'left', fontWeight: 650, fontSize: '1.125rem', padding: '0.5rem 0' }}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th style={cell} scope="col">
            Token
          </th>
          <th style={cell} scope="col">
            Value
          </th>
          <th style={cell} scope="col">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const td: CSSProperties = { padding: '0.5rem', borderBottom: '1px solid #eceff1', verticalAlign: 'middle' };

export const Colours: Story = {
  render: () => (
    <Table caption="Colours">
      {Object.entries(tokens.color).map(([name, value]) => (
        <tr key={name}>
          <td style={td}>
            <code>--color-{kebab(name)}</code>
          </td>
          <td style={td}>
            <code>{value}</code>
          </td>
          <td style={td}>
            <span
              role="img"
              aria-label={`${name} swatch`}
              style={{
                display: 'inline-block',
                width: '4rem',
                height: '2rem',
                background: value,
                border: '1px solid #8a989f',
                borderRadius: tokens.radius.sm,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  ),
};

const sizes = Object.entries(tokens.font).filter(([name]) => name.startsWith('size'));

export const TypeScale: Story = {
  render: () => (
    <Table caption="Type scale">
      {sizes.map(([name, value]) => (
        <tr key={name}>
          <td style={td}>
            <code>--font-{kebab(name)}</code>
          </td>
          <td style={td}>
            <code>{value}</code>
          </td>
          <td style={{ ...td, fontSize: value, lineHeight: tokens.font.lineHeightTight }}>Reiseberatung</td>
        </tr>
      ))}
      <tr>
        <td style={td}>
          <code>--font-weight-bold</code>
        </td>
        <td style={td}>
          <code>{tokens.font.weightBold}</code>
        </td>
        <td style={{ ...td, fontWeight: Number(tokens.font.weightBold) }}>Termin buchen</td>
      </tr>
    </Table>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Table caption="Spacing">
      {Object.entries(tokens.space).map(([name, value]) => (
        <tr key={name}>
          <td style={td}>
            <code>--space-{name}</code>
          </td>
          <td style={td}>
            <code>{value}</code>
          </td>
          <td style={td}>
            <span
              role="img"
              aria-label={`space ${name}`}
              style={{
                display: 'inline-block',
                width: value,
                height: '1rem',
                background: tokens.color.brand,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <Table caption="Radii and shadows">
      {[
        ...Object.entries(tokens.radius).map(([name, value]) => ({
          token: `--radius-${name}`,
          value,
          style: { borderRadius: value, border: '1px solid #8a989f' },
        })),
        ...Object.entries(tokens.shadow).map(([name, value]) => ({
          token: `--shadow-${name}`,
          value,
          style: { boxShadow: value, borderRadius: tokens.radius.md },
        })),
      ].map(({ token, value, style }) => (
        <tr key={token}>
          <td style={td}>
            <code>{token}</code>
          </td>
          <td style={td}>
            <code>{value}</code>
          </td>
          <td style={td}>
            <span
              role="img"
              aria-label={token}
              style={{
                display: 'inline-block',
                width: '4rem',
                height: '2.5rem',
                background: '#fff',
                ...style,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  ),
};
