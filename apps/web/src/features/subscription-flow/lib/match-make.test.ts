import { describe, expect, it } from 'vitest';
import { matchMake } from './match-make';

describe('matchMake', () => {
  const makes = [
    { marque_Id: 1, marque_Name: 'MERCEDES-BENZ' },
    { marque_Id: 2, marque_Name: 'RENAULT' },
    { marque_Id: 3, marque_Name: 'RENAULT TRUCKS' },
    { marque_Id: 4, marque_Name: 'CITROEN' },
  ];

  it('finds the listed make whatever its spacing, dashes and accents', () => {
    expect(matchMake('MERCEDES BENZ', makes)?.marque_Id).toBe(1);
    expect(matchMake('Citroën', makes)?.marque_Id).toBe(4);
  });

  it('prefers the longest listed name the printed one starts with', () => {
    expect(matchMake('RENAULT TRUCKS SAS', makes)?.marque_Id).toBe(3);
    expect(matchMake('RENAULT SAS', makes)?.marque_Id).toBe(2);
  });

  it('finds nothing for a make the list does not have', () => {
    expect(matchMake('TESLA', makes)).toBeNull();
  });
});
