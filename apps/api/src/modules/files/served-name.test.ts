import { describe, expect, it } from 'vitest';
import { nameForType } from './served-name';

describe('nameForType', () => {
  it('keeps a name that ends as its type, in any case, and adds the type to any other', () => {
    expect(nameForType('permis.jpg', 'image/jpeg')).toBe('permis.jpg');
    expect(nameForType('PERMIS.JPEG', 'image/jpeg')).toBe('PERMIS.JPEG');
    expect(nameForType('carte.PNG', 'image/png')).toBe('carte.PNG');
    expect(nameForType('cin.pdf', 'application/pdf')).toBe('cin.pdf');
    expect(nameForType('x.pdf', 'image/jpeg')).toBe('x.pdf.jpg');
    expect(nameForType('x.pdf', 'image/png')).toBe('x.pdf.png');
    expect(nameForType('scan.jpg', 'application/pdf')).toBe('scan.jpg.pdf');
    expect(nameForType('document', 'image/png')).toBe('document.png');
  });
});
