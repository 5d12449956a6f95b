import Autocomplete from '@mui/material/Autocomplete';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme';

function field(language: 'fr' | 'ar') {
  render(
    <ThemeProvider theme={buildTheme(language === 'ar' ? 'rtl' : 'ltr', language)}>
      <Autocomplete options={['+212']} renderInput={(params) => <TextField {...params} label="x" />} />
    </ThemeProvider>,
  );
}

describe('MUI’s own words, from the theme', () => {
  it('names an Autocomplete’s button in Arabic, not "Open"', () => {
    field('ar');
    expect(screen.getByRole('button', { name: 'فتح' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('and in French', () => {
    field('fr');
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toBeTruthy();
  });
});
