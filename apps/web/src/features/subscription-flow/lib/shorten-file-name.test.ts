import { describe, expect, it } from 'vitest';
import { shortenFileName } from './shorten-file-name';

describe('shortenFileName', () => {
  it('keeps short names and shortens long ones to 30 characters with their extension', () => {
    expect(shortenFileName('permis.pdf')).toBe('permis.pdf');
    const long = shortenFileName('scan-du-permis-de-conduire-recto-2026.jpeg');
    expect(long).toHaveLength(30);
    expect(long.endsWith('….jpeg')).toBe(true);
  });
});
