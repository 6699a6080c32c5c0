import { escapeLike, foldedSql, foldForSearch } from './search';

describe('foldForSearch', () => {
  it('drops accents, case and extra spaces', () => {
    expect(foldForSearch('  Béni   Mellal ', null, 'ÉCOLE Ç')).toBe('beni mellal ecole c');
    expect(foldForSearch(undefined, '')).toBe('');
  });

  it.each([
    ['Gros œuvre', 'gros oeuvre'],
    ['ŒUVRE', 'oeuvre'],
    ["Main d'Œuvre", "main d'oeuvre"],
    ['Lætitia', 'laetitia'],
    ['ÆGIS', 'aegis'],
    ['cœur Æsthète', 'coeur aesthete'],
  ])('spells out the ligatures: %s -> %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('lets the spelt-out and the ligature spellings find each other', () => {
    expect(foldForSearch('Gros œuvre')).toContain(foldForSearch('oeuvre'));
    expect(foldForSearch('Gros oeuvre')).toContain(foldForSearch('Œuvre'));
  });
});

describe('foldedSql', () => {
  it('folds the ligatures in SQL too', () => {
    const sql = foldedSql('s.city');
    expect(sql).toContain('lower(s.city)');
    expect(sql).toContain(`'œ', 'oe'`);
    expect(sql).toContain(`'æ', 'ae'`);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
