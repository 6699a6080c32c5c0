import { fold, foldedLabelFilter } from './folded-filter';

describe('foldedLabelFilter', () => {
  it('finds labels whatever the accents and case typed', () => {
    expect(fold('Fès-Meknès')).toBe('fes-meknes');
    expect(foldedLabelFilter('fes', { label: 'Fès-Meknès' })).toBe(true);
    expect(foldedLabelFilter('BENI m', { label: 'Béni Mellal-Khénifra' })).toBe(true);
    expect(foldedLabelFilter('oeuvre', { label: 'Gros œuvre' })).toBe(true);
    expect(foldedLabelFilter('rabat', { label: 'Fès-Meknès' })).toBe(false);
    expect(foldedLabelFilter('x', {})).toBe(false);
  });
});
