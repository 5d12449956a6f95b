import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { buildTheme, FIELD_BORDER } from './theme';

/** `styles/base.css` draws the landing without MUI (decision 021): its colours must be the theme's. */
const css = readFileSync(path.join(import.meta.dirname, '../styles/base.css'), 'utf8');
const variable = (name: string) => css.match(new RegExp(`--bi-${name}:\\s*([^;]+);`))?.[1]?.trim();

describe('the base stylesheet and the MUI theme', () => {
  const theme = buildTheme('ltr');

  it('share the palette', () => {
    expect(variable('primary')).toBe(theme.palette.primary.main);
    expect(variable('secondary')).toBe(theme.palette.secondary.main);
    expect(variable('background')).toBe(theme.palette.background.default);
    expect(variable('paper')).toBe(theme.palette.background.paper);
    expect(variable('text')).toBe(theme.palette.text.primary);
    expect(variable('text-secondary')).toBe(theme.palette.text.secondary);
    expect(variable('field-border')).toBe(FIELD_BORDER);
    expect(theme.components?.MuiOutlinedInput?.styleOverrides?.notchedOutline).toEqual({
      borderColor: FIELD_BORDER,
    });
  });

  it('share the corner radius and the fonts in both directions', () => {
    expect(variable('radius')).toBe(`${theme.shape.borderRadius}px`);
    const [ltr, rtl] = [...css.matchAll(/--bi-font:\s*([^;]+);/g)].map((match) =>
      match[1]?.replaceAll("'", '"'),
    );
    expect(ltr).toBe(theme.typography.fontFamily);
    expect(rtl).toBe(buildTheme('rtl').typography.fontFamily);
  });

  it("draw a field's outline at 3:1 at least on the paper and the page (WCAG 1.4.11)", () => {
    expect(getContrastRatio(FIELD_BORDER, theme.palette.background.paper)).toBeGreaterThanOrEqual(3);
    expect(getContrastRatio(FIELD_BORDER, theme.palette.background.default)).toBeGreaterThanOrEqual(3);
  });

  it('draw every heading in bold, the one weight above normal both scripts have', () => {
    const weights = (['h1', 'h2', 'h3', 'h5', 'h6'] as const).map(
      (variant) => theme.typography[variant].fontWeight,
    );
    expect(weights).toEqual([700, 700, 700, 700, 700]);
    const arabic = readFileSync(path.join(import.meta.dirname, '../styles/arabic-fonts.css'), 'utf8');
    expect([...arabic.matchAll(/font-weight:\s*(\d+)/g)].map((match) => match[1])).toEqual(['400', '700']);
  });
});
