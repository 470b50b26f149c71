/**
 * Design tokens of the album designer's hosts. The same values are declared as CSS custom properties in
 * `tokens.css` (a test keeps both in step); components style themselves through the CSS variables, while hosts may
 * read this object for canvas overlays or inline styles.
 */
export const tokens = {
  color: {
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primaryPressed: '#3730a3',
    primarySubtle: '#eef2ff',
    onPrimary: '#ffffff',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerSubtle: '#fef2f2',
    onDanger: '#ffffff',
    warning: '#b45309',
    warningSubtle: '#fffbeb',
    success: '#15803d',
    successSubtle: '#f0fdf4',
    info: '#1d4ed8',
    infoSubtle: '#eff6ff',
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f1f5f9',
    surfaceHover: '#f1f5f9',
    border: '#e2e8f0',
    borderStrong: '#94a3b8',
    text: '#0f172a',
    textMuted: '#475569',
    textDisabled: '#94a3b8',
    focusRing: '#4f46e5',
    overlay: 'rgba(15, 23, 42, 0.45)',
    skeleton: '#e2e8f0',
    skeletonShine: '#f1f5f9',
    tooltip: '#1e293b',
    onTooltip: '#ffffff',
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    full: '9999px',
  },
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    familyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    sizeXs: '12px',
    sizeSm: '13px',
    sizeMd: '14px',
    sizeLg: '16px',
    sizeXl: '20px',
    size2xl: '24px',
    weightRegular: '400',
    weightMedium: '500',
    weightSemibold: '600',
    lineHeightTight: '1.25',
    lineHeightNormal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.1)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
    focus: '0 0 0 2px #ffffff, 0 0 0 4px #4f46e5',
  },
  z: {
    base: '0',
    sticky: '100',
    dropdown: '1000',
    overlay: '1100',
    modal: '1200',
    popover: '1300',
    toast: '1400',
    tooltip: '1500',
  },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

/** The shape of {@link tokens}. */
export type Tokens = typeof tokens;

/** A token group, e.g. `color` or `space`. */
export type TokenGroup = keyof Tokens;

/** Name of the CSS custom property of a token: `cssVarName('color', 'textMuted')` is `--ui-color-text-muted`. */
export function cssVarName<G extends TokenGroup>(group: G, name: keyof Tokens[G]): string {
  const kebab = String(name).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `--ui-${group}-${kebab}`;
}

/** A `var(...)` reference to a token, for inline styles: `tokenVar('color', 'primary')`. */
export function tokenVar<G extends TokenGroup>(group: G, name: keyof Tokens[G]): string {
  return `var(${cssVarName(group, name)})`;
}

/** Every token as `[custom property name, value]`, in declaration order. */
export function flattenTokens(source: Tokens = tokens): [string, string][] {
  const entries: [string, string][] = [];
  for (const group of Object.keys(source) as TokenGroup[]) {
    const values = source[group] as Record<string, string>;
    for (const name of Object.keys(values)) {
      entries.push([cssVarName(group, name as keyof Tokens[typeof group]), values[name]!]);
    }
  }
  return entries;
}
