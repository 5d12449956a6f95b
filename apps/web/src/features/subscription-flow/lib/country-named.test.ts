import { describe, expect, it } from 'vitest';
import { countriesMatching } from './country-named';

const name = (text: string) => text;

describe('countriesMatching', () => {
  it('puts the names that start with the typed text first, in Arabic as in French', () => {
    const arabic = ['الأقاليم الجنوبية الفرنسية', 'بولينيزيا الفرنسية', 'فرنسا', 'ألمانيا'];
    expect(countriesMatching(arabic, 'فرن', name)).toEqual([
      'فرنسا',
      'الأقاليم الجنوبية الفرنسية',
      'بولينيزيا الفرنسية',
    ]);
    const french = ['Polynésie française', 'France', 'Terres australes françaises', 'Afrique du Sud'];
    expect(countriesMatching(french, 'fra', name)).toEqual([
      'France',
      'Polynésie française',
      'Terres australes françaises',
    ]);
  });

  it('reads past accents, case and the spellings of alef', () => {
    expect(countriesMatching(['Émirats arabes unis', 'Égypte'], 'emi', name)).toEqual([
      'Émirats arabes unis',
    ]);
    expect(countriesMatching(['ألمانيا', 'النمسا'], 'الم', name)).toEqual(['ألمانيا']);
  });

  it('keeps the list as it is when nothing is typed', () => {
    expect(countriesMatching(['Maroc', 'France'], ' ', name)).toEqual(['Maroc', 'France']);
  });
});
