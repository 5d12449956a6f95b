import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MuiIsland } from './mui-island';

// The theme's chunk cannot be fetched: the network went away before MUI was first needed.
vi.mock('./theme-provider', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a part drawn with MUI', () => {
  it('is left out, and the rest of the page stays, when MUI cannot be fetched', async () => {
    render(
      <main>
        <h1>Assurance Frontière</h1>
        <MuiIsland>
          <p>Menu</p>
        </MuiIsland>
      </main>,
    );
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('heading', { name: 'Assurance Frontière' })).not.toBeNull();
    expect(screen.queryByText('Menu')).toBeNull();
  });
});
