// Design tokens of the checkout: one brand colour, a calm neutral scale, a type scale and a spacing scale.
// tokens.css declares the same values as CSS custom properties (a test keeps the two identical).

export const tokens = {
  color: {
    brand: '#0b5d6b',
    brandStrong: '#08444f',
    brandSoft: '#e3f0f2',
    text: '#1c2428',
    textMuted: '#5a676e',
    border: '#cfd8dc',
    borderStrong: '#8a989f',
    surface: '#ffffff',
    background: '#f4f6f7',
    success: '#1e7d46',
    successSoft: '#e4f3ea',
    danger: '#b3261e',
    dangerSoft: '#fbe9e7',
    warningSoft: '#fff4d6',
    focus: '#ffbf47',
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    sizeXs: '0.8125rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.375rem',
    size2xl: '1.75rem',
    size3xl: '2.25rem',
    weightRegular: '400',
    weightBold: '650',
    lineHeight: '1.5',
    lineHeightTight: '1.2',
  },
  space: {
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '14px',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgba(16, 36, 44, 0.06), 0 2px 8px rgba(16, 36, 44, 0.06)',
    overlay: '0 12px 40px rgba(16, 36, 44, 0.25)',
  },
  layout: {
    contentMaxWidth: '72rem',
    tapTarget: '44px',
  },
} as const;

export type Tokens = typeof tokens;

const kebab = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-z])([0-9])/g, '$1-$2')
    .toLowerCase();

/** The CSS custom properties of the tokens, e.g. ['--color-brand', '#0b5d6b']. */
export function tokenCustomProperties(): Array<[string, string]> {
  return Object.entries(tokens).flatMap(([group, values]) =>
    Object.entries(values).map(([name, value]): [string, string] => [
      `--${kebab(group)}-${kebab(name)}`,
      value,
    ]),
  );
}
