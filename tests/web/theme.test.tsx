import { render, screen, waitFor } from '@testing-library/react';
import { Checkbox, createTheme, decomposeColor, getContrastRatio, ThemeProvider } from '@mui/material';
import { AdminContext, Empty, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { BRAND_ORANGE, BULK_ACTIONS_BACKGROUND, PALETTE, theme } from '../../src/theme';

const built = createTheme(theme);
const TEXT_COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const AA_TEXT = 4.5;

/** A colour with transparency as it shows over the page (contrast ratios ignore the alpha channel). */
function overPage(colour: string, page: string): string {
  const { values: top } = decomposeColor(colour);
  const { values: under } = decomposeColor(page);
  const opacity = top[3] ?? 1;
  return `rgb(${[0, 1, 2].map((i) => Math.round(top[i]! * opacity + under[i]! * (1 - opacity))).join(', ')})`;
}

describe('theme', () => {
  it('keeps the spec orange for the brand marks only: it is too light for text', () => {
    expect(built.palette.brand.main).toBe(BRAND_ORANGE);
    expect(getContrastRatio(BRAND_ORANGE, '#fff')).toBeLessThan(AA_TEXT);
    expect(getContrastRatio(BRAND_ORANGE, '#fff')).toBeGreaterThanOrEqual(3);
  });

  it.each(TEXT_COLOURS)(
    '%s reads as text on white and on the page background, and its own text reads on it',
    (name) => {
      const { main, dark, contrastText } = built.palette[name];
      expect(main).toBe(PALETTE[name].main);
      for (const background of [
        '#fff',
        built.palette.background.default,
        built.palette.background.paper,
        BULK_ACTIONS_BACKGROUND,
      ]) {
        expect(getContrastRatio(main, background), `${name} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT);
        expect(getContrastRatio(dark, background), `${name}.dark on ${background}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(getContrastRatio(contrastText, main), `text on ${name}`).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('names a checkbox input by its aria-label instead of labelling the span around it', () => {
    render(
      <ThemeProvider theme={built}>
        <Checkbox aria-label="Select this row" />
        <Checkbox inputProps={{ 'aria-label': 'Select all' }} />
      </ThemeProvider>,
    );
    const row = screen.getByRole('checkbox', { name: 'Select this row' });
    expect(row.tagName).toBe('INPUT');
    expect(row.parentElement).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
  });
  it("writes an empty list's message in a colour that reads on the page", async () => {
    render(
      <AdminContext theme={theme}>
        <ResourceContextProvider value="strong-modelings">
          <Empty hasCreate={false} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(document.querySelector('.RaEmpty-message')).not.toBeNull());
    const message = document.querySelector('.RaEmpty-message')!;
    const colour = getComputedStyle(message).color;
    const page = built.palette.background.default;
    expect(getContrastRatio(overPage(colour, page), page)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
