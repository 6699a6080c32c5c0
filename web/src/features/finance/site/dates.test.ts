import { exportQuery } from './dates';

describe('finance dates', () => {
  it('builds the export query with the period and the list filters', () => {
    expect(exportQuery('s1', { from: '2026-01-01', to: '2026-01-31' }, 'csv', { idFournisseur: 'f1', other: null })).toBe(
      'idChantier=s1&format=csv&dateDebut=2026-01-01&dateFin=2026-01-31&idFournisseur=f1',
    );
    expect(exportQuery('s1', { from: null, to: null }, 'xlsx', { fournisseur: 'Atlas & fils' })).toBe(
      'idChantier=s1&format=xlsx&fournisseur=Atlas+%26+fils',
    );
  });
});
