import { describe, expect, it } from 'vitest';
import { readableName } from './readable-name';

describe('reference names as people write them', () => {
  it('writes a term in capitals in sentence case, accents kept', () => {
    expect(readableName('CAMIONNETTE ET UTILITAIRE', 'fr')).toBe('Camionnette et utilitaire');
    expect(readableName('ÉLECTRIQUE', 'fr')).toBe('Électrique');
    expect(readableName('1 MOIS', 'fr')).toBe('1 mois');
    expect(readableName('PETROL', 'en')).toBe('Petrol');
  });

  it('writes a proper name in title case, small words in lower case', () => {
    expect(readableName('POSTE FRONTIÈRE TANGER MED - ZONE DE SORTIE DES ARRIVÉES', 'fr', 'proper')).toBe(
      'Poste Frontière Tanger Med - Zone de Sortie des Arrivées',
    );
  });

  it('leaves mixed case and Arabic as they are', () => {
    expect(readableName('Agence Tanger Med', 'fr', 'proper')).toBe('Agence Tanger Med');
    expect(readableName('سيارة سياحية', 'ar')).toBe('سيارة سياحية');
    expect(readableName('A', 'fr')).toBe('A');
  });

  it('keeps abbreviations said letter by letter in capitals', () => {
    expect(readableName('GPL', 'fr')).toBe('GPL');
    expect(readableName('ESSENCE ET GPL', 'fr')).toBe('Essence et GPL');
    expect(readableName('1 MOIS', 'fr')).toBe('1 mois');
  });

  it('writes the cubic centimetre as people read it', () => {
    expect(readableName("DEUX ROUES JUSQU'À 50 CM3", 'fr')).toBe("Deux roues jusqu'à 50 cm³");
    expect(readableName('TWO-WHEELER OVER 50 CM3', 'en')).toBe('Two-wheeler over 50 cm³');
    expect(readableName('دراجة نارية حتى 50 سم3', 'ar')).toBe('دراجة نارية حتى 50 سم³');
  });
});
