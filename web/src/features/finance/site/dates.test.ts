import { exportQuery, shownDate, shownPercent } from './dates';

describe('finance dates', () => {
  it('shows wire dates as DD/MM/YYYY', () => {
    expect(shownDate('2026-03-09')).toBe('09/03/2026');
    expect(shownDate(null)).toBe('—');
  });

  it('builds the export query with the period and the list filters', () => {
    expect(exportQuery('s1', { from: '2026-01-01', to: '2026-01-31' }, 'csv', { idFournisseur: 'f1', other: null })).toBe(
      'idChantier=s1&format=csv&dateDebut=2026-01-01&dateFin=2026-01-31&idFournisseur=f1',
    );
    expect(exportQuery('s1', { from: null, to: null }, 'xlsx', { fournisseur: 'Atlas & fils' })).toBe(
      'idChantier=s1&format=xlsx&fournisseur=Atlas+%26+fils',
    );
  });

  it('writes a percentage the French way', () => {
    expect(shownPercent('3.5', 'fr')).toBe('3,5');
    expect(shownPercent('-12.0', 'en')).toBe('-12.0');
  });
});
