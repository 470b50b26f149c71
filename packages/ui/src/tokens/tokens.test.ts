// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cssVarName, flattenTokens, tokens, tokenVar } from './tokens';

function declaredProperties(source: string): Map<string, string> {
  const declared = new Map<string, string>();
  for (const match of source.matchAll(/(--ui-[a-z0-9-]+):\s*([^;]+);/g))
    declared.set(match[1]!, match[2]!.trim());
  return declared;
}

const css = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');

describe('design tokens', () => {
  test('the CSS custom properties and the TS object hold the same tokens and values', () => {
    expect(new Map(flattenTokens())).toEqual(declaredProperties(css));
  });

  test('token names become kebab-case custom properties', () => {
    expect(cssVarName('color', 'textMuted')).toBe('--ui-color-text-muted');
    expect(cssVarName('space', 4)).toBe('--ui-space-4');
    expect(tokenVar('radius', 'md')).toBe('var(--ui-radius-md)');
  });

  test('text colours keep at least 4.5:1 contrast on the surface', () => {
    for (const colour of [
      tokens.color.text,
      tokens.color.textMuted,
      tokens.color.primary,
      tokens.color.danger,
    ]) {
      expect(contrast(colour, tokens.color.surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(tokens.color.onPrimary, tokens.color.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.color.onDanger, tokens.color.danger)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.color.warning, tokens.color.warningSubtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.color.onTooltip, tokens.color.tooltip)).toBeGreaterThanOrEqual(4.5);
  });
});

/** WCAG relative-luminance contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
