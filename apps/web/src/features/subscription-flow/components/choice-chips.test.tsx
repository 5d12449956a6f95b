import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceChips } from './choice-chips';

afterEach(cleanup);

const FUELS = [
  { value: 1, label: 'Essence' },
  { value: 2, label: 'Diesel' },
];

function chips(value: number | undefined, helperText?: string) {
  const onChange = vi.fn();
  render(
    <ChoiceChips
      label="Carburant"
      choices={FUELS}
      value={value}
      onChange={onChange}
      required
      error={Boolean(helperText)}
      helperText={helperText}
    />,
  );
  return onChange;
}

describe('ChoiceChips', () => {
  it('shows every choice as a button of a labelled group, the chosen one pressed', () => {
    chips(2);
    const group = screen.getByRole('group', { name: /^Carburant/ });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diesel' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Essence' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('chooses in one tap, and a second tap on the chosen one keeps it', () => {
    const onChange = chips(2);
    fireEvent.click(screen.getByRole('button', { name: 'Essence' }));
    expect(onChange).toHaveBeenCalledWith(1);
    onChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Diesel' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says an error under the group', () => {
    chips(undefined, 'Ce champ est obligatoire.');
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
  });
});
